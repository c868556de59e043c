/** Prices with the configuration's currency symbol, before or after the amount (by its position setting). */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { formatPrice } from '../../../domain/browsing-lists';
import { useConfiguration } from '../../live/use-configuration';

export function usePrice(): (amount: number) => string {
  const { i18n } = useTranslation();
  const configuration = useConfiguration();
  const symbol = configuration?.currencySymbol ?? '';
  const position = configuration?.currencySymbolPosition ?? '';
  const language = i18n.language;
  // The same function while nothing it reads changes, so memoised rows that take it stay as they are.
  return useCallback(
    (amount: number) => formatPrice(amount, symbol, position, language),
    [symbol, position, language],
  );
}

/** Prices with the configuration's currency symbol, before or after the amount (by its position setting). */
import { useTranslation } from '../../i18n';
import { formatPrice } from '../../../domain/browsing-lists';
import { useConfiguration } from '../../live/use-configuration';

export function usePrice(): (amount: number) => string {
  const { i18n } = useTranslation();
  const configuration = useConfiguration();
  const symbol = configuration?.currencySymbol ?? '';
  const position = configuration?.currencySymbolPosition ?? '';
  return (amount) => formatPrice(amount, symbol, position, i18n.language);
}

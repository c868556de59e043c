/**
 * The error-list widget: translation keys shown as a list above a form;
 * clicking one removes it. The live region is always in the page (empty without errors): a region that
 * appears together with its first message is often not announced.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { runtimeKey, useTranslation } from '../i18n';
import '../i18n/basis-errors';
import { DismissSmallIcon, ErrorIcon } from './icons';

export interface ErrorItem {
  key: string;
  params?: Record<string, string | number>;
}

export type ErrorEntry = string | ErrorItem;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: '6px' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    width: '100%',
    padding: '8px 12px',
    border: `1px solid ${theme.colorPaletteRedBorder1}`,
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorPaletteRedBackground1,
    color: theme.colorPaletteRedForeground1,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}` },
  },
  text: { flexGrow: 1 },
});

const keyOf = (entry: ErrorEntry) => (typeof entry === 'string' ? entry : entry.key);

export function ErrorList({
  errors,
  onRemove,
}: {
  errors: readonly ErrorEntry[];
  onRemove: (key: string, index: number) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div aria-live="polite" data-testid="error-list">
      {errors.length > 0 && (
        <ul className={styles.list} aria-label={t('errors.listLabel')}>
          {errors.map((entry, index) => {
            const key = keyOf(entry);
            // Lists are de-duplicated upstream; should a key repeat anyway, its rows stay distinct.
            const repeats = errors.slice(0, index).filter((other) => keyOf(other) === key).length;
            const message = t(runtimeKey(key), typeof entry === 'string' ? {} : (entry.params ?? {}));
            return (
              <li key={repeats === 0 ? key : `${key}#${repeats}`}>
                <button
                  type="button"
                  className={styles.item}
                  title={t('errors.dismiss')}
                  aria-label={t('errors.dismissItem', { message })}
                  onClick={() => onRemove(key, index)}
                >
                  <ErrorIcon aria-hidden />
                  <span className={styles.text}>{message}</span>
                  <DismissSmallIcon aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

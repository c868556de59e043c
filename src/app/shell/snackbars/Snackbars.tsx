/**
 * The snackbar area (accounts spec §4): at most two, newest first, announced through a polite live
 * region. A message snackbar has Close; the advancedLogin one has Change account and Close.
 */
import { Button, makeStyles, tokens as theme } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n';
import { openMenuWithChangeAccount } from '../../state/menu';
import { closeSnackbar, type Snackbar, snackbars } from '../../state/snackbars';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    width: 'min(480px, calc(100vw - 32px))',
    pointerEvents: 'none',
  },
  snackbar: {
    pointerEvents: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px',
    padding: '10px 12px 10px 16px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackgroundInverted,
    color: theme.colorNeutralForegroundInverted,
    boxShadow: theme.shadow16,
  },
  text: { flexGrow: 1, minWidth: '160px' },
  signature: { display: 'block', fontWeight: theme.fontWeightSemibold },
  actions: { display: 'flex', gap: '4px', marginInlineStart: 'auto' },
  action: { color: theme.colorBrandForegroundInverted },
});

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const message = t(snackbar.message, snackbar.params ?? {});
  return (
    <div className={styles.snackbar} data-testid="snackbar" data-type={snackbar.type}>
      <div className={styles.text}>
        {snackbar.signature && <span className={styles.signature}>{t(snackbar.signature)}</span>}
        {message}
      </div>
      <div className={styles.actions}>
        {snackbar.type === 'advancedLogin' && (
          <Button
            appearance="transparent"
            size="small"
            className={styles.action}
            onClick={openMenuWithChangeAccount}
          >
            {t('snackbar.changeAccount')}
          </Button>
        )}
        <Button
          appearance="transparent"
          size="small"
          className={styles.action}
          // Two snackbars have two Close buttons: the label says which message each one closes.
          aria-label={t('snackbar.closeItem', { message })}
          onClick={() => closeSnackbar(snackbar.id)}
        >
          {t('snackbar.close')}
        </Button>
      </div>
    </div>
  );
}

export function Snackbars() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.region} role="status" aria-live="polite" aria-label={t('snackbar.region')}>
      {snackbars.value.map((snackbar) => (
        <SnackbarItem key={snackbar.id} snackbar={snackbar} />
      ))}
    </section>
  );
}

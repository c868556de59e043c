/** One snackbar: its text (with the sign-in signature), Change account for advancedLogin, and Close. */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import '../../i18n/basis-errors';
import { openMenuWithChangeAccount } from '../../state/menu';
import { currentClient } from '../../state/session';
import { closeSnackbar, type Snackbar } from '../../state/snackbars';

const useStyles = makeStyles({
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

export default function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  // A 'you entered as' naming a client other than the one signed in now (a switch made in another
  // tab) is no longer so. Not while no client is named (a login's or a switch's own message may show
  // before its client is); a logout closes it from the session's watch.
  const named = currentClient.value?.fullName;
  useEffect(() => {
    if (snackbar.type === 'advancedLogin' && named && named !== snackbar.params?.name)
      closeSnackbar(snackbar.id);
  }, [named, snackbar]);
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

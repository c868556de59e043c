/**
 * The logged-out header's install button: shown on iOS, on Android, or when the browser offered an
 * install prompt; disabled (but focusable) while there is no prompt to show. The server, which knows no
 * phone, draws the header without it: while the app hydrates that page the button stays out too, and
 * comes once the page is the app's. Shown at once instead, a phone's header differed from the drawn one,
 * and React dropped the whole drawn page to draw it again in one long task.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { headerButton } from './header-button';
import { useSignals } from '@preact/signals-react/runtime';
import { useDrawnSignal } from '../state/use-drawn-signal';
import { useTranslation } from '../i18n';
import { installButtonShown, installPrompt, promptInstall } from '../pwa/install-prompt';
import { InstallIcon } from './icons';

const useStyles = makeStyles({ button: { ...headerButton, minWidth: '40px' } });

export function InstallButton() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const shown = useDrawnSignal(installButtonShown, false);
  if (!shown) return null;
  return (
    <Button
      appearance="transparent"
      className={styles.button}
      icon={<InstallIcon />}
      aria-label={t('header.install')}
      title={t('header.install')}
      // Focusable while disabled, so keyboard and screen-reader users still reach its label and title.
      disabledFocusable={installPrompt.value === null}
      onClick={() => void promptInstall()}
    />
  );
}

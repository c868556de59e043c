/**
 * The offline queue on every page of every tab (a lazy chunk, loaded by ./LazyWaitingActions.tsx once
 * the queue holds anything): at the foot of the snackbars, how many actions wait to be sent, so the
 * patient may close the app knowing they are not lost; for each other profile of the login with
 * cancels waiting, how many and a switch to that profile, the only way they are sent; and each delivery
 * or refusal told once, in this tab's language, then dropped for every tab.
 */
import { Button, mergeClasses, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../i18n';
import { runtimeKey } from '../i18n/keys';
import { dismissQueueReport } from '../live/offline-queue';
import { importWithRetry } from '../routes/retry-import';
import { otherProfileCancels, queueReports, waitingActions } from '../state/offline-queue';
import { switchingClient } from '../state/session';
import { showMessage } from '../state/snackbars';
import '../i18n/offline-queue-strings';
// Why a queued cancel or feedback was refused, shown over whatever screen is open by then.
import '../i18n/appointment-errors';
import '../i18n/link-errors';

const useStyles = makeStyles({
  bar: {
    margin: 0,
    paddingBlock: '8px',
    paddingInline: '16px',
    backgroundColor: theme.colorPaletteYellowBackground1,
    color: theme.colorNeutralForeground1,
    textAlign: 'center',
    // At the snackbars' foot, drawn as one of them.
    borderRadius: theme.borderRadiusLarge,
    boxShadow: theme.shadow16,
  },
  profile: {
    // The snackbars' region lets taps through to the page; a line with a button takes its own.
    pointerEvents: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: '12px',
    rowGap: '4px',
  },
});

/**
 * The menu's own switch, loaded on the tap: every page with a waiting action loads this part, and most
 * never show another profile's line, so the session's commands stay out of it. Tried again as the other
 * lazy parts are, so one dropped request does not leave the button doing nothing.
 */
function switchTo(clientId: number): void {
  importWithRetry(() => import('../live/account-actions'))
    .then(({ accountActions }) => accountActions.switchClient(clientId))
    .catch((error: unknown) => console.error('[priyom] switching to the waiting profile failed', error));
}

const TOLD = {
  cancel: { delivered: 'offlineQueue.cancelDelivered', refused: 'offlineQueue.cancelRefused' },
  feedback: { delivered: 'offlineQueue.feedbackDelivered', refused: 'offlineQueue.feedbackRefused' },
} as const;

/** Reports this tab has told: the worker's next state may still list one until its dismissal lands. */
const told = new Set<string>();

export function WaitingActions() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const count = waitingActions.value;
  useSignalEffect(() => {
    for (const report of queueReports.value) {
      if (told.has(report.id)) continue;
      told.add(report.id);
      const words = TOLD[report.kind === 'cancel-appointment' ? 'cancel' : 'feedback'];
      showMessage(report.delivered ? words.delivered : words.refused);
      const why = report.delivered ? undefined : Object.values(report.errors).flat()[0];
      if (why) showMessage(runtimeKey(why));
      dismissQueueReport(report.id);
    }
  });
  return (
    <>
      {count > 0 && <p className={styles.bar}>{t('offlineQueue.waiting', { count })}</p>}
      {otherProfileCancels.value.map((profile) => (
        <div
          key={profile.id}
          className={mergeClasses(styles.bar, styles.profile)}
          data-testid="profile-cancels"
        >
          <span>{t('offlineQueue.profileCancels', { count: profile.cancels, name: profile.fullName })}</span>
          <Button size="small" disabled={switchingClient.value} onClick={() => switchTo(profile.id)}>
            {t('offlineQueue.switchAndSend')}
          </Button>
        </div>
      ))}
    </>
  );
}

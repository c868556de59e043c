/**
 * The waitlist's join dialog, loaded when the schedule's offer is opened: the day the patient may move,
 * and, not logged in, the accounts panel signing in inline as the booking dialog does; the request is
 * made once signed in.
 */
import { Field, Input, Spinner } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { RequestDialog } from '../../common/RequestDialog';
import { useMounted } from '../../common/use-mounted';
import { useDialogRequest } from '../../common/use-dialog-request';
import { waitlistCommands } from '../../live/waitlist';
import { loggedIn } from '../../state/session';
import { showMessage } from '../../state/snackbars';
import type { SignInResult } from '../accounts/panel-context';
import type { WaitlistAskProps } from './ask-props';
import { dayLabel } from './format';
import './waitlist-strings';

const AuthorizationPanel = lazyNamed(() => import('../accounts/AuthorizationPanel'), 'AuthorizationPanel');

const JOIN_ERROR_LISTS = ['waitlistErrors', 'formErrors', 'unexpectedErrors'];

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 32px)' },
});

export default function WaitlistAskDialog({
  clinicId,
  serviceId,
  suggestion,
  today,
  onClose,
}: WaitlistAskProps & { onClose(): void }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [lastDate, setLastDate] = useState(suggestion.lastDate);
  const request = useDialogRequest(onClose, JOIN_ERROR_LISTS);
  const signedIn = loggedIn.value;
  const open = useMounted();

  const join = () =>
    request.run(
      () => waitlistCommands.join({ clinicId, doctorId: suggestion.doctorId, serviceId, lastDate }),
      () => showMessage('waitlist.ask.joined', { date: dayLabel(lastDate, i18n.language) }),
    );

  /**
   * Signed in inside the dialog. A login that reaches other profiles (a family account) has made one
   * of them current, whom the patient has not seen named: the request would wait in that profile's
   * line and its offers go to it. So the dialog waits for "Tell me" instead, with the login's "you
   * entered as {name}" and its Change account, as the booking dialog waits. With one profile the
   * patient already asked, and the request is made at once.
   */
  const afterSignIn = async (result: SignInResult) => {
    const { announceSignIn } = await import('../accounts/panel-context');
    // Closed while the login ran (the patient gave up asking), or a family login: nothing is asked yet.
    if (!open.current || (result.personalData?.otherAvailableClients.length ?? 0) > 0) {
      announceSignIn(result);
      return;
    }
    // Made: the dialog has closed. Refused: the dialog stays, and the login is said as anywhere else.
    if (!(await join())) announceSignIn(result);
  };

  return (
    <RequestDialog
      request={request}
      onClose={onClose}
      testId="waitlist-dialog"
      className={styles.surface}
      maxWidth={signedIn ? '500px' : '600px'}
      title={t('waitlist.ask.title')}
      intro={<p>{t('waitlist.ask.explain', { date: dayLabel(lastDate, i18n.language) })}</p>}
      cancelLabel={t('waitlist.ask.cancel')}
      confirm={
        signedIn
          ? { label: t('waitlist.ask.confirm'), testId: 'waitlist-confirm', run: () => void join() }
          : null
      }
    >
      <Field label={t('waitlist.ask.lastDate')}>
        <Input
          type="date"
          value={lastDate}
          min={today}
          disabled={request.pending}
          onChange={(_, data) => data.value && setLastDate(data.value)}
          data-testid="waitlist-last-date"
        />
      </Field>
      {!signedIn && (
        <LazyBoundary fallback={<Spinner size="small" />}>
          <p>{t('waitlist.ask.loginFirst')}</p>
          <AuthorizationPanel
            mode="create-appointment"
            onCreateAppointment={(result) => void afterSignIn(result)}
          />
        </LazyBoundary>
      )}
    </RequestDialog>
  );
}

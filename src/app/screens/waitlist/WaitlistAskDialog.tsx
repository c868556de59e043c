/**
 * The waitlist's join dialog, loaded when the schedule's offer is opened: the day the patient may move,
 * and, not logged in, the accounts panel signing in inline as the booking dialog does; the request is
 * made once signed in.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
} from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { waitlistCommands } from '../../live/waitlist';
import { ErrorList } from '../../shell/ErrorList';
import { loggedIn } from '../../state/session';
import { showMessage } from '../../state/snackbars';
import type { WaitlistAskProps } from './ask-props';
import { dayLabel } from './format';
import './strings';

const AuthorizationPanel = lazyPart(() =>
  import('../accounts/AuthorizationPanel').then((module) => ({ default: module.AuthorizationPanel })),
);

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
  const [errors, setErrors] = useState<string[]>([]);
  const [requesting, setRequesting] = useState(false);
  const signedIn = loggedIn.value;

  const join = async () => {
    setRequesting(true);
    const result = await waitlistCommands
      .join({ clinicId, doctorId: suggestion.doctorId, serviceId, lastDate })
      .catch(() => null);
    setRequesting(false);
    if (result?.ok) {
      onClose();
      showMessage('waitlist.ask.joined', { date: dayLabel(lastDate, i18n.language) });
      return;
    }
    const lists = result?.error.errors ?? {};
    const found = [
      ...(lists.waitlistErrors ?? []),
      ...(lists.formErrors ?? []),
      ...(lists.unexpectedErrors ?? []),
    ];
    setErrors(found.length > 0 ? found : ['errors.try_to_use_the_service_later']);
  };

  return (
    <Dialog
      open
      modalType={requesting ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open && !requesting) onClose();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ maxWidth: signedIn ? '500px' : '600px' }}
        data-testid="waitlist-dialog"
      >
        <DialogBody>
          <DialogTitle>{t('waitlist.ask.title')}</DialogTitle>
          <DialogContent>
            <p>{t('waitlist.ask.explain', { date: dayLabel(lastDate, i18n.language) })}</p>
            <ErrorList
              errors={errors}
              onRemove={(key) => setErrors((now) => now.filter((error) => error !== key))}
            />
            <Field label={t('waitlist.ask.lastDate')}>
              <Input
                type="date"
                value={lastDate}
                min={today}
                disabled={requesting}
                onChange={(_, data) => data.value && setLastDate(data.value)}
                data-testid="waitlist-last-date"
              />
            </Field>
            {!signedIn && (
              <LazyBoundary fallback={<Spinner size="small" />}>
                <p>{t('waitlist.ask.loginFirst')}</p>
                <AuthorizationPanel mode="create-appointment" onCreateAppointment={() => void join()} />
              </LazyBoundary>
            )}
            {requesting && <Spinner size="tiny" />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={requesting} onClick={onClose}>
              {t('waitlist.ask.cancel')}
            </Button>
            {signedIn && (
              <Button
                appearance="primary"
                disabled={requesting || errors.length > 0}
                onClick={() => void join()}
                data-testid="waitlist-confirm"
              >
                {t('waitlist.ask.confirm')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The create-appointment dialog. Logged in: who and when, a comment (≤ 512,
 * spellcheck off), confirm and cancel, the closest appointment with this doctor or service (a link to
 * the appointments), and 'you are making the appointment as {name}' with a switch to a linked client.
 * Not logged in: the authorization panel in create-appointment mode; once it logs in or registers, the
 * appointment is made at once, and should that fail, the sign-in's own snackbar says who is logged in.
 * 500 px wide logged in, 600 px otherwise; persistent while a request runs.
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
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Textarea,
  tokens as theme,
} from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { CLIENT_COMMENT_MAX, type ClosestAppointment } from '../../../api/booking';
import { localMomentOrDevice } from '../../../domain/time-zone';
import { bookingCommands } from '../../live/booking';
import { accountCommands } from '../../live/session';
import { ErrorList } from '../../shell/ErrorList';
import { currentClient, loggedIn, otherClients } from '../../state/session';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import type { SignInResult } from '../accounts/panel-context';
import './strings';
import { type BookingOutcome, type BookingTarget, useBooking } from './use-booking';

const AuthorizationPanel = lazyPart(() =>
  import('../accounts/AuthorizationPanel').then((module) => ({ default: module.AuthorizationPanel })),
);

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 32px)' },
  names: { margin: 0, fontWeight: theme.fontWeightSemibold },
  when: { margin: '4px 0 12px', color: theme.colorNeutralForeground2 },
  rows: { display: 'grid', gap: '12px' },
  fieldset: { border: 'none', margin: '0 0 12px', padding: 0 },
  alternatives: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '4px' },
  as: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
});

export interface CreateAppointmentDialogProps {
  target: BookingTarget;
  /** The doctor's name, the service's title: whom and what the appointment is for. */
  names: readonly string[];
  onClose(): void;
  /** After either outcome (the schedule reloads). */
  onOutcome(outcome: BookingOutcome): void;
}

/** Clinic-local now, for the closest-appointment query. */
function clinicNow(timeZone: string): { date: string; time: string } {
  const { date, time } = localMomentOrDevice(Date.now(), timeZone);
  return { date, time };
}

function useClosest(target: BookingTarget, timeZone: string, signedIn: boolean, clientId: number | null) {
  const [closest, setClosest] = useState<ClosestAppointment>(null);
  const { entryTypeId, doctorIds } = target;
  const doctorId = doctorIds.length === 1 ? doctorIds[0]! : null;
  useEffect(() => {
    setClosest(null);
    if (!signedIn || clientId === null) return;
    const query =
      entryTypeId !== null
        ? { kind: 'service' as const, id: entryTypeId }
        : doctorId !== null
          ? { kind: 'doctor' as const, id: doctorId }
          : null;
    if (!query) return;
    let active = true;
    bookingCommands
      .closestAppointment({ ...query, ...clinicNow(timeZone) })
      .then((result) => {
        if (active && result.ok) setClosest(result.value);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [signedIn, clientId, entryTypeId, doctorId, timeZone]);
  return closest;
}

export function CreateAppointmentDialog({ target, names, onClose, onOutcome }: CreateAppointmentDialogProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const timeZone = useClinicTimeZone();
  const booking = useBooking(target, onOutcome);
  const signedIn = loggedIn.value;
  const client = currentClient.value;
  const closest = useClosest(target, timeZone, signedIn, client?.id ?? null);
  const [switching, setSwitching] = useState(false);

  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  const confirm = async () => {
    if (await booking.submit()) onClose();
  };
  /** The panel logged in or registered: make the appointment now; on failure say who is logged in. */
  const afterSignIn = async (result: SignInResult) => {
    if (await booking.submit()) {
      onClose();
      return;
    }
    const { announceSignIn } = await import('../accounts/panel-context');
    announceSignIn(result);
  };
  const switchTo = async (clientId: number) => {
    setSwitching(true);
    await accountCommands.changeUser({ clientId }).catch(() => null);
    setSwitching(false);
  };

  const busy = booking.requesting || switching;
  const canConfirm = signedIn && booking.errors.length === 0 && !busy;

  return (
    <Dialog
      open
      modalType={busy ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ maxWidth: signedIn ? '500px' : '600px' }}
        data-testid="create-appointment-dialog"
      >
        <DialogBody>
          <DialogTitle>{t('booking.dialog.title')}</DialogTitle>
          <DialogContent>
            {names.map((name) => (
              <p key={name} className={styles.names}>
                {name}
              </p>
            ))}
            <p className={styles.when} data-testid="booking-when">
              {t('booking.dialog.when', { date: dateLabel(booking.time.date), time: booking.time.time })}
            </p>
            <ErrorList errors={booking.errors} onRemove={booking.removeError} />
            {booking.alternatives.length > 0 && (
              <fieldset className={styles.fieldset} data-testid="booking-alternatives">
                <legend>{t('booking.dialog.alternatives')}</legend>
                <div className={styles.alternatives}>
                  {booking.alternatives.map((free) => (
                    <Button
                      key={`${free.date} ${free.time}`}
                      onClick={() => booking.pickAlternative(free)}
                      aria-label={t('booking.dialog.pickAlternative', {
                        date: dateLabel(free.date),
                        time: free.time,
                      })}
                    >
                      {`${dateLabel(free.date)}, ${free.time}`}
                    </Button>
                  ))}
                </div>
              </fieldset>
            )}
            {signedIn ? (
              <div className={styles.rows}>
                <Field
                  label={t('booking.dialog.comment')}
                  hint={t('booking.dialog.commentHint', { max: CLIENT_COMMENT_MAX })}
                >
                  <Textarea
                    value={booking.comment}
                    maxLength={CLIENT_COMMENT_MAX}
                    spellCheck={false}
                    disabled={busy}
                    onChange={(_, data) => booking.setComment(data.value.slice(0, CLIENT_COMMENT_MAX))}
                  />
                </Field>
                {closest && (
                  <Link as="span" inline data-testid="closest-appointment">
                    <RouterLink to="/appointments" onClick={onClose}>
                      {t('booking.dialog.closest', { date: dateLabel(closest.date), time: closest.time })}
                    </RouterLink>
                  </Link>
                )}
                {client && (
                  <div className={styles.as} data-testid="booking-as">
                    <span>{t('booking.dialog.as', { name: client.fullName })}</span>
                    {otherClients.value.length > 0 && (
                      <Menu>
                        <MenuTrigger disableButtonEnhancement>
                          <Button size="small" disabled={busy}>
                            {t('booking.dialog.switchTo')}
                          </Button>
                        </MenuTrigger>
                        <MenuPopover>
                          <MenuList>
                            {otherClients.value.map((other) => (
                              <MenuItem key={other.id} onClick={() => void switchTo(other.id)}>
                                {other.fullName}
                              </MenuItem>
                            ))}
                          </MenuList>
                        </MenuPopover>
                      </Menu>
                    )}
                  </div>
                )}
              </div>
            ) : (
              <LazyBoundary fallback={<Spinner size="small" />}>
                <p>{t('booking.dialog.loginFirst')}</p>
                <AuthorizationPanel
                  mode="create-appointment"
                  onCreateAppointment={(result) => void afterSignIn(result)}
                />
              </LazyBoundary>
            )}
            {booking.requesting && <Spinner size="tiny" label={t('booking.dialog.requesting')} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onClose}>
              {t('booking.dialog.cancel')}
            </Button>
            {signedIn && (
              <Button
                appearance="primary"
                disabled={!canConfirm}
                onClick={() => void confirm()}
                data-testid="booking-confirm"
              >
                {t('booking.dialog.confirm')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

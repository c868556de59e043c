/**
 * The create-appointment dialog. Logged in: who and when, a comment (≤ 512,
 * spellcheck off), confirm and cancel, the closest appointment with this doctor or service (a link to
 * the appointments), and 'you are making the appointment as {name}' with a switch to a linked client.
 * Not logged in: the authorization panel in create-appointment mode. Once it logs in or registers with
 * a single profile, the appointment is made at once, and should that fail, the sign-in's own snackbar
 * says who is logged in. A login that reaches other (family) profiles books nothing yet: the dialog
 * shows whom the appointment is for, with the switch, and waits for the patient to press Book again.
 * 500 px wide logged in, 600 px otherwise; persistent while a request runs.
 */
import {
  Button,
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
import { useEffect, useId, useRef, useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { RequestDialog } from '../../common/RequestDialog';
import { useMounted } from '../../common/use-mounted';
import { Link as RouterLink } from 'react-router-dom';
import { CLIENT_COMMENT_MAX, type ClosestAppointment } from '../../../api/booking';
import { localMomentOrDevice } from '../../../domain/time-zone';
import { bookingCommands } from '../../live/booking';
import { accountActions } from '../../live/account-actions';
import { currentClient, loggedIn, otherClients } from '../../state/session';
import { showSnackbar } from '../../state/snackbars';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import type { SignInResult } from '../accounts/panel-context';
import './booking-strings';
import { type BookingOutcome, type BookingTarget, type FreeTime, useBooking } from './use-booking';

const AuthorizationPanel = lazyNamed(() => import('../accounts/AuthorizationPanel'), 'AuthorizationPanel');

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
  /** After either outcome (the schedule reloads), with the time booked when one was. */
  onOutcome(outcome: BookingOutcome, booked?: FreeTime): void;
}

/** Clinic-local now, for the closest-appointment query. */
function clinicNow(timeZone: string): { date: string; time: string } {
  const { date, time } = localMomentOrDevice(Date.now(), timeZone);
  return { date, time };
}

function useClosest(target: BookingTarget, timeZone: string, signedIn: boolean, clientId: number | null) {
  const [closest, setClosest] = useState<ClosestAppointment>(null);
  const { serviceId, doctorIds } = target;
  const doctorId = doctorIds.length === 1 ? doctorIds[0]! : null;
  useEffect(() => {
    setClosest(null);
    if (!signedIn || clientId === null) return;
    const query =
      serviceId !== null
        ? { kind: 'service' as const, id: serviceId }
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
  }, [signedIn, clientId, serviceId, doctorId, timeZone]);
  return closest;
}

/** The login reaches other client profiles (a family account): whose appointment it is needs saying. */
function reachesOtherClients(result: SignInResult): boolean {
  return (result.personalData?.otherAvailableClients.length ?? 0) > 0;
}

export function CreateAppointmentDialog({ target, names, onClose, onOutcome }: CreateAppointmentDialogProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const timeZone = useClinicTimeZone();
  const booking = useBooking(target, onOutcome, onClose);
  const signedIn = loggedIn.value;
  const client = currentClient.value;
  const closest = useClosest(target, timeZone, signedIn, client?.id ?? null);
  const [switching, setSwitching] = useState(false);
  /** A family login made here, waiting for the patient to book for the profile shown (or another). */
  const [heldSignIn, setHeldSignIn] = useState<SignInResult | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asLineId = useId();
  const open = useMounted();

  // A logout (in any tab) ends the wait: the panel shows again, not a login that is gone.
  const wasSignedIn = useRef(signedIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn is this render's read of a signal; the effect runs again when it changes.
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) setHeldSignIn(null);
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  // The panel that had the focus is gone: the Book button takes it, and reads out whom it books for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn is this render's read of a signal; the effect runs again when it changes.
  useEffect(() => {
    if (heldSignIn && signedIn) confirmButton.current?.focus();
  }, [heldSignIn, signedIn]);

  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  /**
   * The panel logged in or registered. With other profiles on the login, the server has made one of
   * them current, and booking now would book for someone the patient never saw named: the dialog
   * waits instead, with 'you are making the appointment as {name}' and the switch. With one profile
   * there is nobody else it could be for, and the patient already asked to book by choosing the time:
   * a second press would only slow them down, so it is made at once; on failure, say who is logged in.
   */
  const afterSignIn = async (result: SignInResult) => {
    // Closed while the login ran: the patient gave up this time, and the login is only said.
    if (!open.current) return (await import('../accounts/panel-context')).announceSignIn(result);
    if (reachesOtherClients(result)) {
      setHeldSignIn(result);
      return;
    }
    // Made: the dialog has closed.
    if (await booking.submit()) return;
    const { announceSignIn } = await import('../accounts/panel-context');
    announceSignIn(result);
  };
  const switchTo = async (clientId: number) => {
    setSwitching(true);
    // A switch that failed (no network) says so; the row keeps the current client.
    await accountActions.switchClient(clientId, { announce: false }).catch(() => undefined);
    setSwitching(false);
  };

  /**
   * Closed without booking after a family login: the login's 'you entered as {name}' snackbar, with
   * Change account, as a login anywhere else shows it, naming whoever is current by now.
   */
  const close = () => {
    const name = currentClient.peek()?.fullName;
    if (heldSignIn && loggedIn.peek() && name)
      showSnackbar({ type: 'advancedLogin', message: 'snackbar.enteredAs', params: { name } });
    onClose();
  };

  const busy = booking.request.pending || switching;

  return (
    <RequestDialog
      request={booking.request}
      alsoBusy={switching}
      onClose={close}
      testId="create-appointment-dialog"
      className={styles.surface}
      maxWidth={signedIn ? '500px' : '600px'}
      title={t('booking.dialog.title')}
      intro={
        <>
          {names.map((name) => (
            <p key={name} className={styles.names}>
              {name}
            </p>
          ))}
          <p className={styles.when} data-testid="booking-when">
            {t('booking.dialog.when', { date: dateLabel(booking.time.date), time: booking.time.time })}
          </p>
        </>
      }
      pendingLabel={t('booking.dialog.requesting')}
      cancelLabel={t('booking.dialog.cancel')}
      confirm={
        signedIn
          ? {
              label: t('booking.dialog.confirm'),
              testId: 'booking-confirm',
              run: () => void booking.submit(),
              ref: confirmButton,
              describedBy: client ? asLineId : undefined,
            }
          : null
      }
    >
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
              {/* Not while the booking runs: the dialog stays until its answer, which it must show. */}
              <RouterLink
                to="/appointments"
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  if (busy) event.preventDefault();
                  else close();
                }}
              >
                {t('booking.dialog.closest', { date: dateLabel(closest.date), time: closest.time })}
              </RouterLink>
            </Link>
          )}
          {client && (
            <div className={styles.as} data-testid="booking-as">
              <span id={asLineId}>{t('booking.dialog.as', { name: client.fullName })}</span>
              {otherClients.value.length > 0 && (
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button size="small" disabledFocusable={busy}>
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
      ) : heldSignIn ? (
        // Logged in already; this tab's session signals have yet to say so.
        <Spinner size="small" />
      ) : (
        <LazyBoundary fallback={<Spinner size="small" />}>
          <p>{t('booking.dialog.loginFirst')}</p>
          <AuthorizationPanel
            mode="create-appointment"
            onCreateAppointment={(result) => void afterSignIn(result)}
          />
        </LazyBoundary>
      )}
    </RequestDialog>
  );
}

/**
 * Appointment confirmation by a personal link: the appointment's date, time and doctor, with Confirm
 * (approved), Cancel (canceled by client) and Move (a lazy dialog with the doctor's schedule) as far as
 * its status and the clinic's notice before the visit still allow them (inside the notice, a line with
 * the clinic's phone instead); an appointment
 * cancelled, confirmed or seen meanwhile shows what became of it instead of choices the server would
 * refuse. After either choice, or a failure, the user goes to the start page with the outcome as a
 * snackbar; an outdated link says so. A choice refused because the visit was moved after the screen
 * showed it stays here: the screen says so and shows the new time to choose again. Each choice carries its own Idempotency-Key, so a retry after a
 * lost answer changes nothing twice.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useRef, useState } from 'react';
import { AppointmentStatus, appointmentErrorKeys } from '../../../api/booking';
import type { LinkAppointment, LinkStatus } from '../../../data';
import {
  linkChoices,
  movedChangeUntil,
  noticeClosed,
  type StatusLabel,
  statusLabel,
} from '../../../domain/appointment-status';
import { pathFor } from '../../../domain/routes';
import { localMomentOrDevice } from '../../../domain/time-zone';
import { type TranslationKey, useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { linksCommands } from '../../live/links';
import { useNetworkReachable } from '../../live/network';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import type { ScreenProps } from '../../routes/screen-props';
import { useHeader } from '../../state/header';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';
import { nextTask } from '../../tasks';
import { failureMessage, lookupFailureMessage } from './link-failure';
import { useLookup, useReplace } from './link-lookup';
import { formatLinkDate } from './link-date';
import { PendingLine } from './PendingLine';
// A choice refused because the appointment changed meanwhile answers with the appointment error keys.
import '../../i18n/appointment-errors';
import '../../i18n/move-strings';
import './links-strings';

// Loaded when "Move" is pressed: the schedule and its dialog would otherwise weigh on every link opened.
const MoveDialog = lazyPart(() => import('../booking/MoveDialog'));

/** A choice refused because the visit is no longer at the time the screen showed. */
const MOVED = appointmentErrorKeys.recordingPointNotAvailable;

const useStyles = makeStyles({
  heading: { margin: '8px 0 12px', fontSize: '20px', fontWeight: 600 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', marginTop: '16px' },
  status: { margin: '16px 0 0', fontWeight: 600 },
});

/** What the link says of an appointment it no longer offers to confirm. */
const STATUS_TEXT: Partial<Record<StatusLabel, TranslationKey>> = {
  approved: 'links.confirm.status.approved',
  canceled_by_client: 'links.confirm.status.canceled_by_client',
  serviced: 'links.confirm.status.serviced',
  failed: 'links.confirm.status.failed',
};

export default function ConfirmAppointmentScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const replace = useReplace();
  const home = () => replace(pathFor('root'));
  const timeZone = useClinicTimeZone();
  const clientAccessKey = match.params.clientAccessKey ?? '';
  const [appointment, setAppointment] = useState<LinkAppointment | null>(null);
  const [requesting, setRequesting] = useState(false);
  const intents = useRef(new Map<LinkStatus, string>());
  const [moving, setMoving] = useState(false);
  // Bumped to look the link up again: a choice refused because the visit was moved shows its new time.
  const [round, setRound] = useState(0);
  const reachable = useNetworkReachable();
  useHeader({ title: t('routes.confirm-appointment') });

  // The clinic-local now when the link opens: an appointment at or before it is outdated. The first
  // clock reading builds the zone's formatter, a long step on a slow phone: the call goes in the next task.
  useLookup(
    `${clientAccessKey}#${round}`,
    async () => {
      const { date, time } = localMomentOrDevice(Date.now(), timeZone);
      await nextTask();
      return linksCommands.appointmentByKey({ clientAccessKey, date, time });
    },
    (result) => {
      if (result?.ok) return setAppointment(result.value);
      const message = lookupFailureMessage(result?.error, 'formErrors', 'links.confirm.loadOffline');
      if (message) showMessage(runtimeKey(message));
      home();
    },
  );

  const choose = async (status: LinkStatus) => {
    const idempotencyKey = intents.current.get(status) ?? newIntentKey();
    intents.current.set(status, idempotencyKey);
    setRequesting(true);
    // The time the patient answers for: the server refuses it if the visit was moved since it was shown.
    const shown = appointment ? { date: appointment.date, time: appointment.time } : undefined;
    const result = await linksCommands
      .confirmByKey({ clientAccessKey, status, idempotencyKey, ...(shown && { shown }) })
      .catch(() => null);
    setRequesting(false);
    if (!result?.ok && result?.error.errors.confirmAppointmentErrors?.includes(MOVED)) {
      // Nothing changed: the patient sees the new time and chooses again, a new intent with its own key.
      showMessage('links.confirm.moved');
      intents.current.clear();
      setAppointment(null);
      setRound((r) => r + 1);
      return;
    }
    if (result?.ok) {
      const confirmed = result.value.status === AppointmentStatus.APPROVED;
      showMessage(confirmed ? 'links.confirm.confirmed' : 'links.confirm.canceled');
    } else {
      const message =
        failureMessage(result?.error, 'confirmAppointmentErrors') ??
        result?.error.errors.unexpectedErrors?.[0] ??
        'errors.try_to_use_the_service_later';
      showMessage(runtimeKey(message));
    }
    home();
  };

  // Until the link is looked up, the screen's frame with its lines pending: the frame the server drew
  // (server/http/react-page.ts), which the app hydrates, so nothing moves on screen.
  // Both choices stand (disabled) until then; once the status is known, only those it allows.
  const choices = appointment ? linkChoices(appointment.status) : { confirm: true, cancel: true };
  const moment = localMomentOrDevice(Date.now(), timeZone);
  // Inside the clinic's notice before the visit: no cancel or move online, its phone instead.
  const closed = appointment !== null && noticeClosed(appointment, `${moment.date} ${moment.time}`);
  const changeable = choices.cancel && !closed;
  const describe = (date: string, time: string) =>
    t('links.confirm.when', { date: formatLinkDate(date, i18n.language), time });
  // A time cannot be held offline: the button says so rather than queue a move.
  const startMove = () => (reachable === false ? showMessage('move.needsNetwork') : setMoving(true));
  const label = appointment && !choices.confirm ? statusLabel(appointment.status) : null;
  const statusText = label ? STATUS_TEXT[label] : undefined;
  return (
    <section aria-labelledby="confirm-heading" aria-busy={!appointment} data-testid="confirm-appointment">
      <h1 id="confirm-heading" className={styles.heading}>
        {t('links.confirm.heading')}
      </h1>
      {appointment ? (
        <>
          <p data-testid="confirm-when">
            {t('links.confirm.when', {
              date: formatLinkDate(appointment.date, i18n.language),
              time: appointment.time,
            })}
          </p>
          <p data-testid="confirm-doctor">
            {t('links.confirm.doctor', { name: appointment.doctorFullName })}
          </p>
          {statusText && (
            <p className={styles.status} data-testid="confirm-status">
              {t(statusText)}
            </p>
          )}
        </>
      ) : (
        <>
          <PendingLine width="when" spoken={t('links.confirm.loading')} />
          <PendingLine width="doctor" />
        </>
      )}
      {(choices.confirm || choices.cancel) && (
        <div className={styles.actions}>
          {choices.confirm && (
            <Button
              appearance="primary"
              disabledFocusable={requesting || !appointment}
              onClick={() => void choose(AppointmentStatus.APPROVED)}
              data-testid="confirm-approve"
            >
              {t('links.confirm.confirm')}
            </Button>
          )}
          {changeable && (
            <Button
              disabledFocusable={requesting || !appointment}
              onClick={() => void choose(AppointmentStatus.CANCELED_BY_CLIENT)}
              data-testid="confirm-cancel"
            >
              {t('links.confirm.cancel')}
            </Button>
          )}
          {changeable && appointment && (
            <Button disabledFocusable={requesting} onClick={startMove} data-testid="confirm-move">
              {t('move.button')}
            </Button>
          )}
        </div>
      )}
      {closed && choices.cancel && (
        <p data-testid="confirm-notice">
          {appointment.clinicPhone
            ? t('move.noticeClosedPhone', { phone: appointment.clinicPhone })
            : t('move.noticeClosed')}
        </p>
      )}
      {moving && appointment && (
        <LazyBoundary fallback={null}>
          <MoveDialog
            target={{
              clinicId: appointment.clinicId,
              doctorId: appointment.doctorId,
              serviceId: appointment.serviceId,
              date: appointment.date,
              time: appointment.time,
            }}
            current={describe(appointment.date, appointment.time)}
            describe={describe}
            move={(time) =>
              linksCommands.moveByKey({
                clientAccessKey,
                clinicId: appointment.clinicId,
                doctorId: appointment.doctorId,
                ...time,
              })
            }
            ownTimes={(range) => linksCommands.moveScheduleByKey({ clientAccessKey, date: range.date })}
            onMoved={(moved) =>
              setAppointment({
                ...appointment,
                ...moved,
                changeUntil: movedChangeUntil(appointment, moved, timeZone),
              })
            }
            onClose={() => setMoving(false)}
          />
        </LazyBoundary>
      )}
    </section>
  );
}

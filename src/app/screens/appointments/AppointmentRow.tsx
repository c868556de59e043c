/**
 * One appointment in the list: today and tomorrow as words, else the
 * weekday; the date and time, doctor, services, clinic; the status label; greyed when not active;
 * cancel and move buttons when cancellable, or, inside the clinic's notice before the visit, a line
 * saying to call the clinic (with its phone); an info tooltip (address and duration); 'add to calendar' for
 * every upcoming appointment (beyond the spec). When feedback is available (not sent yet; the key is
 * feedbackKey reversed and base64-decoded) a click anywhere on the row opens it, as its "Leave
 * feedback" link does: the link is the row's keyboard and screen-reader way in, named with the visit,
 * and the row's click only hands over to it, so no interactive element sits inside another.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { type MouseEvent, memo, useRef } from 'react';
import { sameValue } from '../../../domain/same-value';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '../../../api/appointments';
import {
  feedbackAvailable,
  feedbackRouteKey,
  isActive,
  isCancellable,
  noticeClosed,
  statusLabel,
} from '../../../domain/appointment-status';
import { calendarFile } from '../../../domain/calendar-file';
import { formatDate } from '../../../domain/date-format';
import { dayHeader } from '../../../domain/schedule-grid';
import { pathFor } from '../../../domain/routes';
import { useCardClass } from '../../common/card';
import { InfoTip } from '../../common/InfoTip';
import { useFocusHandedOn } from '../../common/use-focus-handed-on';
import { pendingCancels } from '../../state/offline-queue';
import { useSignals } from '@preact/signals-react/runtime';
import '../../i18n/offline-queue-strings';
import '../../i18n/move-strings';
import { RESTORE_FOCUS_TARGET } from '../../shell/restore-focus';
import './appointments-strings';

const useStyles = makeStyles({
  // Set apart by a grey card, not by fading: faded text fell below 4.5:1 (2.4:1 for the clinic's name).
  inactive: { backgroundColor: theme.colorNeutralBackground3 },
  top: { display: 'flex', alignItems: 'center', gap: '8px', justifyContent: 'space-between' },
  when: { fontWeight: theme.fontWeightSemibold },
  muted: { color: theme.colorNeutralForeground3, fontSize: theme.fontSizeBase200 },
  status: { fontSize: theme.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '4px' },
  opensFeedback: {
    cursor: 'pointer',
    ':hover': { backgroundColor: theme.colorNeutralBackground3Hover },
  },
});

/**
 * A click on the row that is the row's own: not on one of its buttons or links (they do their own
 * thing), not inside a popover it opened (React passes a portal's clicks up to the row), and not the
 * end of selecting its text.
 */
function rowOwnClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  if (target.closest('a, button, input, [role="button"]')) return false;
  return window.getSelection()?.isCollapsed !== false;
}

export function useWhen() {
  const { t, i18n } = useTranslation();
  return (appointment: Appointment, today: string) => {
    const header = dayHeader(appointment.date, today);
    const day =
      header.word === 'weekday'
        ? formatDate(appointment.date, 'weekday', i18n.language)
        : t(`appointments.${header.word}`);
    const date = formatDate(appointment.date, 'dayMonth', i18n.language);
    const text = t('appointments.when', { day, date, time: appointment.time });
    // Only the first letter: CSS capitalize would also raise the month ('9 Декабря').
    return text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  };
}

/**
 * The info popover's lines, a component of their own so they are written when the popover first opens,
 * not for every row the list renders.
 */
function AppointmentDetails({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t('appointments.address', {
          address: `${appointment.clinic.title}, ${appointment.clinic.shortAddress}`,
        })}
      </p>
      <p>{t('appointments.duration', { minutes: appointment.duration })}</p>
    </>
  );
}

function downloadCalendar(appointment: Appointment, timeZone: string, summary: string) {
  const text = calendarFile(
    {
      id: appointment.id,
      date: appointment.date,
      time: appointment.time,
      durationMinutes: appointment.duration,
      summary,
      location: `${appointment.clinic.title}, ${appointment.clinic.shortAddress}`,
      description: appointment.services.map((service) => service.title).join(', '),
    },
    timeZone,
    Date.now(),
    window.location.host || 'priyom',
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointment.id}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Rendered again only when its appointment or the day changes (its pending cancel comes through its own
 * signal): a long history's list renders a page of new rows as it scrolls, not every row again.
 */
export const AppointmentRow = memo(
  AppointmentCard,
  (before, after) =>
    before.today === after.today &&
    before.timeZone === after.timeZone &&
    before.now === after.now &&
    before.onCancel === after.onCancel &&
    before.onMove === after.onMove &&
    sameValue(before.appointment, after.appointment),
);

function AppointmentCard({
  appointment,
  today,
  now,
  timeZone,
  onCancel,
  onMove,
}: {
  appointment: Appointment;
  today: string;
  /** The clinic-local now, `YYYY-MM-DD HH:mm`: inside the clinic's notice the changes are a phone call. */
  now: string;
  timeZone: string;
  onCancel(appointment: Appointment): void;
  onMove(appointment: Appointment): void;
}) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useCardClass('row');
  const when = useWhen()(appointment, today);
  const active = isActive(appointment, today);
  const label = statusLabel(appointment.status);
  const cancelPending = pendingCancels.value.includes(appointment.id);
  const changeable = !cancelPending && isCancellable(appointment, today);
  const closed = changeable && noticeClosed(appointment, now);
  // A cancel is offered all the visit's day, as the specification says; a move only before the visit
  // begins, the server's own rule (it refuses a move of a begun visit).
  const movable = changeable && `${appointment.date} ${appointment.time}` > now;
  const phone = appointment.clinic.phone;
  const feedbackKey =
    feedbackAvailable(appointment) && appointment.feedbackKey
      ? feedbackRouteKey(appointment.feedbackKey)
      : null;
  const feedbackLink = useRef<HTMLAnchorElement>(null);
  // Cancel and Move go away with a cancel or a move made here, another tab or the clinic; the row
  // keeps the focus then.
  const row = useRef<HTMLLIElement>(null);
  const cancelRef = useFocusHandedOn(row);
  const moveRef = useFocusHandedOn(row);
  const rowClass = active ? card : `${card} ${styles.inactive}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row's click only repeats its feedback link's, which the keyboard reaches.
    <li
      ref={row}
      tabIndex={-1}
      className={feedbackKey ? `${rowClass} ${styles.opensFeedback}` : rowClass}
      data-testid="appointment-row"
      data-appointment-id={appointment.id}
      data-active={active}
      onClick={
        feedbackKey
          ? (event) => {
              if (rowOwnClick(event)) feedbackLink.current?.click();
            }
          : undefined
      }
    >
      <div className={styles.top}>
        <span className={styles.when}>{when}</span>
        <InfoTip label={t('appointments.info', { when })} testId="appointment-info">
          <AppointmentDetails appointment={appointment} />
        </InfoTip>
      </div>
      <span>{appointment.doctor.fullName}</span>
      {appointment.services.length > 0 && (
        <span className={styles.muted}>
          {appointment.services.map((service) => service.title).join(', ')}
        </span>
      )}
      <span className={styles.muted}>{appointment.clinic.title}</span>
      {cancelPending ? (
        <span className={styles.status} data-testid="appointment-cancel-pending">
          {t('offlineQueue.cancelPending')}
        </span>
      ) : (
        label && (
          <span className={styles.status} data-testid="appointment-status">
            {t(`appointments.status.${label}`)}
          </span>
        )
      )}
      <div className={styles.actions}>
        {changeable && !closed && (
          <Button
            ref={cancelRef}
            size="small"
            onClick={() => onCancel(appointment)}
            data-testid="appointment-cancel"
            // The cancel dialog (opened without a trigger of its own) gives the focus back here.
            {...RESTORE_FOCUS_TARGET}
          >
            {t('appointments.cancel')}
          </Button>
        )}
        {movable && !closed && (
          <Button
            ref={moveRef}
            size="small"
            onClick={() => onMove(appointment)}
            data-testid="appointment-move"
            {...RESTORE_FOCUS_TARGET}
          >
            {t('move.button')}
          </Button>
        )}
        {closed && (
          <span className={styles.muted} data-testid="appointment-notice">
            {phone ? t('move.noticeClosedPhone', { phone }) : t('move.noticeClosed')}
          </span>
        )}
        {active && (
          <Button
            size="small"
            appearance="subtle"
            onClick={() =>
              downloadCalendar(
                appointment,
                timeZone,
                `${appointment.doctor.fullName} — ${appointment.clinic.title}`,
              )
            }
            data-testid="appointment-calendar"
          >
            {t('appointments.calendar')}
          </Button>
        )}
        {feedbackKey && (
          <RouterLink
            ref={feedbackLink}
            to={pathFor('client-feedback', { key: feedbackKey })}
            // Many rows say "Leave feedback": the name says which visit, starting with the words shown.
            aria-label={t('appointments.feedbackFor', { when, doctor: appointment.doctor.fullName })}
            data-testid="appointment-feedback"
          >
            {t('appointments.feedback')}
          </RouterLink>
        )}
      </div>
    </li>
  );
}

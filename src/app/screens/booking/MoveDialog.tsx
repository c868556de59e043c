/**
 * Moving an appointment: the same doctor's (and service's) schedule, opened at the appointment's day with
 * its current time named above it; a picked time is named too and moved to in one request, which the
 * server books before it gives the old time back. A lazy chunk of its own, loaded when "Move" is pressed,
 * for the appointments list and the confirmation link alike. One Idempotency-Key per picked time, so a
 * retry after a lost answer moves once. Never queued: with no network the dialog says a move needs it.
 */
import { makeStyles } from '@griffel/react';
import { useCallback, useRef, useState } from 'react';
import type { MovedAppointment } from '../../../api/appointments';
import { OFFLINE_ERROR } from '../../../api/errors';
import type { Result } from '../../../data';
import { ok } from '../../../api/result';
import { RequestDialog } from '../../common/RequestDialog';
import { useDialogRequest } from '../../common/use-dialog-request';
import { useRefresh } from '../../live/clinics';
import { useTranslation } from '../../i18n';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';
import { Schedule, type ScheduleProps } from './Schedule';
import type { PickedTime } from './ScheduleWidget';
import '../../i18n/appointment-errors';
import '../../i18n/move-strings';
import './move-dialog-strings';

const MOVE_ERROR_LISTS = ['unexpectedErrors', 'formErrors', 'moveAppointmentErrors'];

const useStyles = makeStyles({
  line: { margin: '0 0 8px' },
  picked: { margin: '8px 0 0', fontWeight: 600 },
});

export interface MoveTarget {
  clinicId: number;
  doctorId: number;
  serviceId: number | null;
  date: string;
  /** The visit's time now: the schedule opens at its day, and never offers it as a time to move to. */
  time: string;
}

/**
 * The move's own free times without the visit's present start: its own span is free for the move, its
 * start included, but a move there changes nothing, and offering it reads as a time the patient could
 * still go to instead.
 */
function withoutPresentTime(
  ownTimes: ScheduleProps['ownTimes'],
  target: MoveTarget,
): ScheduleProps['ownTimes'] {
  if (!ownTimes) return undefined;
  return async (range) => {
    const answer = await ownTimes(range);
    if (!answer.ok) return answer;
    const days = answer.value.map((day) => {
      const doctors = day.date === target.date ? day.recordingPoints[target.time] : undefined;
      if (!doctors?.includes(target.doctorId)) return day;
      const recordingPoints = { ...day.recordingPoints };
      const others = doctors.filter((doctor) => doctor !== target.doctorId);
      if (others.length > 0) recordingPoints[target.time] = others;
      else delete recordingPoints[target.time];
      return { ...day, recordingPoints };
    });
    return ok(days);
  };
}

export default function MoveDialog({
  target,
  current,
  describe,
  move,
  onMoved,
  onClose,
  ownTimes,
}: {
  target: MoveTarget;
  /** The appointment's time now, in words. */
  current: string;
  /** A picked time in the same words. */
  describe(date: string, time: string): string;
  move(time: { date: string; time: string; idempotencyKey: string }): Promise<Result<MovedAppointment>>;
  onMoved(moved: MovedAppointment): void;
  onClose(): void;
  /** The schedule as this visit's move sees it (its own span free); absent: the shared schedule. */
  ownTimes?: ScheduleProps['ownTimes'];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const request = useDialogRequest(onClose, MOVE_ERROR_LISTS);
  const [picked, setPicked] = useState<PickedTime | null>(null);
  const keys = useRef(new Map<string, string>());
  // The range on screen, fetched again after a refusal: a time taken meanwhile leaves the grid rather
  // than stay offered until the schedule's lifetime ends.
  const range = useRef<string | null>(null);
  const onRangeChange = useCallback((date: string) => {
    range.current = date;
  }, []);
  const refresh = useRefresh();

  // While a move runs, the time it asked for stays the picked one: its answer (a refusal's error) is
  // about that time, never one picked meanwhile.
  const pick = (time: PickedTime) => {
    if (request.pending) return;
    request.clearErrors();
    setPicked(time);
  };
  const confirm = () => {
    if (!picked) return;
    const slot = `${picked.date} ${picked.time}`;
    const idempotencyKey = keys.current.get(slot) ?? newIntentKey();
    keys.current.set(slot, idempotencyKey);
    void request.run(
      () => move({ date: picked.date, time: picked.time, idempotencyKey }),
      (moved) => {
        showMessage('moveDialog.moved');
        onMoved(moved);
      },
      (lists) => {
        // A time cannot be held offline: nothing was queued, and the patient is told why.
        if (lists.unexpectedErrors?.includes(OFFLINE_ERROR)) return showMessage('move.needsNetwork');
        const { clinicId, doctorId, serviceId } = target;
        if (range.current !== null)
          void refresh('schedule', { clinicId, doctorIds: [doctorId], serviceId, date: range.current });
      },
    );
  };

  return (
    <RequestDialog
      request={request}
      onClose={onClose}
      testId="move-dialog"
      maxWidth="560px"
      title={t('moveDialog.title')}
      intro={
        <>
          <p className={styles.line} data-testid="move-current">
            {t('moveDialog.now', { when: current })}
          </p>
          <p className={styles.line}>{t('moveDialog.pick')}</p>
        </>
      }
      cancelLabel={t('moveDialog.keep')}
      confirm={picked ? { label: t('moveDialog.confirm'), testId: 'move-confirm', run: confirm } : null}
    >
      <Schedule
        clinicId={target.clinicId}
        doctorIds={[target.doctorId]}
        serviceId={target.serviceId}
        openAt={target.date}
        onPick={pick}
        onRangeChange={onRangeChange}
        ownTimes={withoutPresentTime(ownTimes, target)}
      />
      {picked && (
        <p className={styles.picked} data-testid="move-picked" aria-live="polite">
          {t('moveDialog.to', { when: describe(picked.date, picked.time) })}
        </p>
      )}
    </RequestDialog>
  );
}

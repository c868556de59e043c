/**
 * The schedule panel with booking: the range of free times (Schedule) and, for a picked time, the
 * create-appointment dialog, loaded on the first pick. After either outcome the range on screen is fetched again (its
 * times may have changed); a time booked here has already left every tab's stored ranges (src/data/booking).
 * Under the schedule, the waitlist's offer when a day on screen has no free time or a time was just booked.
 * The offer the patient opened stays as it was while its dialog is open: the range on screen changes
 * under it (the worker's answer after the page's own data, a refresh after a booking, a tap on "next"
 * made before the app ran and played once it has), and an offer drawn anew from the new days would close
 * the dialog under the patient's hands. The offer stays one element while what it says changes, so the
 * dialog, closing, gives the focus back to the button that opened it.
 */
import { useCallback, useState } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed, lazyPart } from '../../routes/lazy-part';
import type { ScheduleDay } from '../../../api/booking';
import { useRefresh } from '../../live/clinics';
import { Schedule, type ScheduleProps } from './Schedule';
import type { PickedTime } from './ScheduleWidget';
import type { BookingOutcome, BookingTarget } from './use-booking';
import { doctorIdsFromKey, doctorIdsKey } from '../../../domain/schedule-key';
import { type AskSuggestion, askSuggestion } from '../waitlist/ask-rules';

const WaitlistAsk = lazyPart(() => import('../waitlist/WaitlistAsk'));
// Loaded when a time is picked: the dialog (its form, menu and error list) is nothing the schedule
// shows before that, and it would otherwise cost every doctor and service page its download and compile.
const CreateAppointmentDialog = lazyNamed(
  () => import('./CreateAppointmentDialog'),
  'CreateAppointmentDialog',
);

export interface BookingScheduleProps extends Omit<ScheduleProps, 'onPick' | 'onRangeChange' | 'onDays'> {
  /** Whom and what a picked time books (the doctors free then, the service's title). */
  namesFor(doctorIds: readonly number[]): string[];
  /** Told whether the schedule shows its skeleton (the doctor page keeps the services' one silent meanwhile). */
  onSkeleton?(shown: boolean): void;
}

export default function BookingSchedule({ namesFor, onSkeleton, ...schedule }: BookingScheduleProps) {
  const [picked, setPicked] = useState<{ target: BookingTarget; names: string[] } | null>(null);
  const [range, setRange] = useState<string | null>(null);
  // What the waitlist's offer reads: the days on screen, and the time just booked here.
  const [shown, setShown] = useState<{ days: readonly ScheduleDay[] | null; today: string } | null>(null);
  const [booked, setBooked] = useState<BookingTarget | null>(null);
  // The offer whose join dialog is open, with the day it was made on.
  const [asking, setAsking] = useState<{ suggestion: AskSuggestion; today: string } | null>(null);
  const onDays = useCallback(
    (days: readonly ScheduleDay[] | null, today: string) => {
      setShown({ days, today });
      onSkeleton?.(days === null);
    },
    [onSkeleton],
  );
  const refresh = useRefresh();
  const { clinicId, serviceId } = schedule;
  const doctors = doctorIdsKey(schedule.doctorIds);

  const onPick = (time: PickedTime) =>
    setPicked({
      target: { clinicId, serviceId, doctorIds: time.doctorIds, date: time.date, time: time.time },
      names: namesFor(time.doctorIds),
    });
  const onOutcome = useCallback(
    (outcome: BookingOutcome, target: BookingTarget) => {
      if (outcome === 'created') setBooked(target);
      if (range === null) return;
      const doctorIds = doctorIdsFromKey(doctors);
      void refresh('schedule', { clinicId, serviceId, doctorIds, date: range });
    },
    [refresh, clinicId, serviceId, doctors, range],
  );
  const suggestion = shown && askSuggestion(shown.days, schedule.doctorIds, booked, shown.today);
  const offer = asking ?? (suggestion && shown ? { suggestion, today: shown.today } : null);

  return (
    <>
      <Schedule {...schedule} onPick={onPick} onRangeChange={setRange} onDays={onDays} />
      {offer && (
        <LazyBoundary fallback={null}>
          <WaitlistAsk
            clinicId={clinicId}
            serviceId={serviceId}
            suggestion={offer.suggestion}
            today={offer.today}
            open={asking !== null}
            onOpenChange={(open) => setAsking(open ? offer : null)}
          />
        </LazyBoundary>
      )}
      {picked && (
        <LazyBoundary fallback={null}>
          <CreateAppointmentDialog
            target={picked.target}
            names={picked.names}
            onClose={() => setPicked(null)}
            onOutcome={(outcome, booked) => onOutcome(outcome, { ...picked.target, ...booked })}
          />
        </LazyBoundary>
      )}
    </>
  );
}

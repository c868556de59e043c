/**
 * The cancel dialog: at most 400 px wide; the server's errors merged, de-duplicated
 * and listed, and confirm blocked once any came back; success closes it with 'appointment is canceled'.
 * An appointment the administrator deleted leaves the list (the data worker takes it out). Persistent
 * while the request runs (common/RequestDialog.tsx). One Idempotency-Key per opening: a retry after a
 * lost answer cancels once.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import type { Appointment } from '../../../api/appointments';
import { RequestDialog } from '../../common/RequestDialog';
import { useDialogRequest } from '../../common/use-dialog-request';
import { appointmentCommands } from '../../live/appointments';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';
import '../../i18n/appointment-errors';
import '../../i18n/offline-queue-strings';
import './appointments-strings';

const newKey = newIntentKey;
const CANCEL_ERROR_LISTS = ['unexpectedErrors', 'cancelAppointmentErrors'];

export function CancelDialog({
  appointment,
  when,
  onClose,
}: {
  appointment: Appointment;
  when: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const request = useDialogRequest(onClose, CANCEL_ERROR_LISTS);
  const key = useRef(newKey());

  const confirm = () =>
    request.run(
      () => appointmentCommands.cancel({ appointmentId: appointment.id, idempotencyKey: key.current }),
      (value) => showMessage(value.queued ? 'offlineQueue.cancelQueued' : 'appointments.cancelled'),
    );

  return (
    <RequestDialog
      request={request}
      onClose={onClose}
      testId="cancel-dialog"
      maxWidth="400px"
      title={t('appointments.cancelTitle')}
      intro={<p>{t('appointments.cancelText', { doctor: appointment.doctor.fullName, when })}</p>}
      cancelLabel={t('appointments.keep')}
      confirm={{
        label: t('appointments.cancelConfirm'),
        testId: 'cancel-confirm',
        run: () => void confirm(),
      }}
    />
  );
}

/**
 * The cancel dialog: at most 400 px wide; the server's errors merged, de-duplicated
 * and listed, and confirm blocked once any came back; success closes it with 'appointment is canceled'.
 * An appointment the administrator deleted leaves the list (the data worker takes it out). Persistent
 * while the request runs. One Idempotency-Key per opening: a retry after a lost answer cancels once.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Appointment } from '../../../api/appointments';
import { mergeErrorLists } from '../../../api/errors';
import { appointmentCommands } from '../../live/appointments';
import { ErrorList } from '../../shell/ErrorList';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';
import '../../i18n/appointment-errors';
import '../../i18n/offline-queue-strings';
import './strings';

const newKey = newIntentKey;

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
  const [errors, setErrors] = useState<string[]>([]);
  const [requesting, setRequesting] = useState(false);
  const key = useRef(newKey());

  const confirm = async () => {
    setRequesting(true);
    const result = await appointmentCommands
      .cancel({ appointmentId: appointment.id, idempotencyKey: key.current })
      .catch(() => null);
    setRequesting(false);
    if (result?.ok) {
      showMessage(result.value.queued ? 'offlineQueue.cancelQueued' : 'appointments.cancelled');
      onClose();
      return;
    }
    setErrors(mergeErrorLists(result?.error.errors ?? {}, ['unexpectedErrors', 'cancelAppointmentErrors']));
  };

  return (
    <Dialog
      open
      modalType={requesting ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open && !requesting) onClose();
      }}
    >
      <DialogSurface style={{ maxWidth: '400px' }} data-testid="cancel-dialog">
        <DialogBody>
          <DialogTitle>{t('appointments.cancelTitle')}</DialogTitle>
          <DialogContent>
            <p>{t('appointments.cancelText', { doctor: appointment.doctor.fullName, when })}</p>
            <ErrorList
              errors={errors}
              onRemove={(removed) => setErrors((list) => list.filter((e) => e !== removed))}
            />
            {requesting && <Spinner size="tiny" />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={requesting} onClick={onClose}>
              {t('appointments.keep')}
            </Button>
            <Button
              appearance="primary"
              disabled={requesting || errors.length > 0}
              onClick={() => void confirm()}
              data-testid="cancel-confirm"
            >
              {t('appointments.cancelConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

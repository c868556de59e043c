/**
 * Appointment confirmation by a personal link: the appointment's date, time and doctor, with Confirm
 * (approved) and Cancel (canceled by client). After either choice, or a failure, the user goes to the
 * start page with the outcome as a snackbar; an outdated link says so. Each choice carries its own
 * Idempotency-Key, so a retry after a lost answer changes nothing twice.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useRef, useState } from 'react';
import { AppointmentStatus } from '../../../api/booking';
import type { LinkAppointment, LinkStatus } from '../../../data';
import { pathFor } from '../../../domain/routes';
import { localMomentOrDevice } from '../../../domain/time-zone';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { linksCommands } from '../../live/links';
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
import './strings';

const useStyles = makeStyles({
  heading: { margin: '8px 0 12px', fontSize: '20px', fontWeight: 600 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', marginTop: '16px' },
});

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
  useHeader({ title: t('routes.confirm-appointment') });

  // The clinic-local now when the link opens: an appointment at or before it is outdated. The first
  // clock reading builds the zone's formatter, a long step on a slow phone: the call goes in the next task.
  useLookup(
    clientAccessKey,
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
    const result = await linksCommands
      .confirmByKey({ clientAccessKey, status, idempotencyKey })
      .catch(() => null);
    setRequesting(false);
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

  // Until the link is looked up, the screen's frame with its lines pending: the frame the server
  // painted (server/http/first-paint-links.ts), so React's first commit changes nothing on screen.
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
        </>
      ) : (
        <>
          <PendingLine width="when" spoken={t('links.confirm.loading')} />
          <PendingLine width="doctor" />
        </>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={requesting || !appointment}
          onClick={() => void choose(AppointmentStatus.APPROVED)}
          data-testid="confirm-approve"
        >
          {t('links.confirm.confirm')}
        </Button>
        <Button
          disabled={requesting || !appointment}
          onClick={() => void choose(AppointmentStatus.CANCELED_BY_CLIENT)}
          data-testid="confirm-cancel"
        >
          {t('links.confirm.cancel')}
        </Button>
      </div>
    </section>
  );
}

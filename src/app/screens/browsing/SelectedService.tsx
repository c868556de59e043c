/**
 * The doctor page's banner over the schedule once a service is chosen (a doctor booked only with a
 * service), with the button that goes back to the services. A chunk of its own: it shows only after a
 * tap, and Fluent's MessageBar would otherwise be part of every doctor page's first load.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from '../../i18n';
import { DismissSmallIcon } from '../../shell/icons';
import './browsing-strings';

export default function SelectedService({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" data-testid="selected-service">
      <MessageBarBody>{t('browsing.doctor.selectedService', { title })}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            icon={<DismissSmallIcon />}
            aria-label={t('browsing.doctor.closeService')}
            onClick={onClose}
          />
        }
      />
    </MessageBar>
  );
}

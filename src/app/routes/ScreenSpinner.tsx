/** The spinner shown while a lazy screen loads; lazy itself, so the start page does not carry Spinner. */
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from '../i18n';

export default function ScreenSpinner() {
  const { t } = useTranslation();
  return <Spinner size="small" label={t('common.loading')} />;
}

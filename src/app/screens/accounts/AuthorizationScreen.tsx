/** /authorization: the panel in normal mode, the header titled with the login label. */
import { useTranslation } from '../../i18n';
import { useHeader } from '../../state/header';
import { AuthorizationPanel } from './AuthorizationPanel';
import { useResetOnLeave } from './use-reset-on-leave';

const KEPT_FOR = ['authorization', 'end-user-license-agreement', 'privacy-policy'] as const;

export default function AuthorizationScreen() {
  const { t } = useTranslation();
  useHeader({ title: t('header.login') });
  useResetOnLeave(KEPT_FOR);
  return <AuthorizationPanel mode="normal" />;
}

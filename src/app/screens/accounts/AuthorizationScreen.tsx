/** /authorization: the panel in normal mode, the header titled with the login label. */
import { useListStyles } from '../../common/list-styles';
import { useTranslation } from '../../i18n';
import { useHeader } from '../../state/header';
import { AuthorizationPanel, preloadForm } from './AuthorizationPanel';
import { activeForm } from './forms-state';
import { useResetOnLeave } from './use-reset-on-leave';

export const preloadParts = () => preloadForm(activeForm.peek());

const KEPT_FOR = ['authorization', 'end-user-license-agreement', 'privacy-policy'] as const;

export default function AuthorizationScreen() {
  const { t } = useTranslation();
  useHeader({ title: t('header.login') });
  const list = useListStyles();
  useResetOnLeave(KEPT_FOR);
  // The screen's own heading: the panel also sits inside the booking dialog, whose title names it there.
  return (
    <section aria-labelledby="authorization-heading">
      <h1 id="authorization-heading" className={list.heading}>
        {t('header.login')}
      </h1>
      <AuthorizationPanel mode="normal" />
    </section>
  );
}

/**
 * /end-user-license-agreement and /privacy-policy: the configuration's text; without
 * one the user goes to the root. Leaving for any page but the authorization panel resets its forms.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import { Navigate } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screen-props';
import { useHeader } from '../../state/header';
import { useLegalText } from '../../live/use-configuration';
import './accounts-strings';
import { useResetOnLeave } from './use-reset-on-leave';

const useStyles = makeStyles({
  heading: { margin: '8px 0 12px', fontSize: theme.fontSizeBase600, lineHeight: theme.lineHeightBase600 },
  text: { whiteSpace: 'pre-wrap', margin: 0, lineHeight: theme.lineHeightBase400 },
});

export default function AgreementScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = match.route.name === 'privacy-policy' ? 'privacy-policy' : 'end-user-license-agreement';
  const text = useLegalText(name === 'privacy-policy' ? 'privacyPolicy' : 'endUserLicenseAgreement');
  useHeader({ title: t(`routes.${name}`) });
  useResetOnLeave(['authorization', name]);
  // Opened from a page that did not carry the text: it shows once the data worker has read it.
  if (text === undefined) return null;
  // No configuration at all is the spec's empty context: no text exists.
  if (!text) return <Navigate to="/" replace />;
  return (
    <article aria-labelledby="agreement-heading" data-testid="agreement" data-route={name}>
      <h1 id="agreement-heading" className={styles.heading}>
        {t(`routes.${name}`)}
      </h1>
      <p className={styles.text}>{text}</p>
    </article>
  );
}

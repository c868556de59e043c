/**
 * A freed time held for a patient, opened from the offer's message (its key is the authority, so no
 * login is needed, as with a confirmation link): Book takes the held time in one step, Decline gives it
 * to the next in line; either way, or when the offer is gone, the patient goes to the start page with
 * the outcome as a snackbar (with no answer at all, the screen stays for another try).
 */
import { Spinner } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useEffect, useRef, useState } from 'react';
import type { WaitlistOffer } from '../../../api/waitlist';
import { pathFor } from '../../../domain/routes';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { waitlistCommands } from '../../live/waitlist';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screen-props';
import { useHeader } from '../../state/header';
import { showMessage } from '../../state/snackbars';
import { OfferCard } from './OfferCard';
import { failureKey } from './offer-actions';
import './waitlist-strings';

const useStyles = makeStyles({ heading: { margin: '8px 0 12px', fontSize: '20px', fontWeight: 600 } });

export default function WaitlistOfferScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  // The router's navigate changes with every location: kept here, so the lookup runs once per key.
  const navigate = useRef(useNavigate());
  const home = () => navigate.current(pathFor('root'), { replace: true });
  const key = match.params.key ?? '';
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  useHeader({ title: t('waitlist.offer.heading') });

  useEffect(() => {
    let active = true;
    void waitlistCommands
      .offer({ key })
      .catch(() => null)
      .then((result) => {
        if (!active) return;
        if (result?.ok) return setOffer(result.value.offer);
        showMessage(runtimeKey(failureKey(result?.error)));
        navigate.current(pathFor('root'), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [key]);

  if (!offer) return <Spinner label={t('waitlist.offer.loading')} />;
  return (
    <section aria-labelledby="waitlist-offer-heading">
      <h1 id="waitlist-offer-heading" className={styles.heading}>
        {t('waitlist.offer.heading')}
      </h1>
      <OfferCard offer={offer} onDone={(outcome) => outcome.retry || home()} />
    </section>
  );
}

/** One held offer: when, with whom, held until when, and Book / Decline. */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import type { WaitlistOffer } from '../../../api/waitlist';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import { showMessage } from '../../state/snackbars';
import { clockLabel, dayLabel } from './format';
import { acceptOffer, declineOffer, type OfferOutcome } from './offer-actions';
// Taking an offer books it: a refusal answers with the booking's own appointment error keys.
import '../../i18n/appointment-errors';
import './waitlist-strings';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', marginTop: '12px' },
  when: { margin: '0 0 4px', fontWeight: 600 },
  line: { margin: '0 0 4px' },
});

export function OfferCard({ offer, onDone }: { offer: WaitlistOffer; onDone?(outcome: OfferOutcome): void }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const timeZone = useClinicTimeZone();
  const [requesting, setRequesting] = useState(false);
  const date = dayLabel(offer.date, i18n.language);

  const act = async (accept: boolean) => {
    setRequesting(true);
    const outcome = accept ? await acceptOffer(offer) : await declineOffer(offer);
    setRequesting(false);
    showMessage(runtimeKey(outcome.message), { date, time: offer.time });
    onDone?.(outcome);
  };

  return (
    <div data-testid="waitlist-offer">
      <p className={styles.when} data-testid="waitlist-offer-when">
        {t('waitlist.offer.when', { date, time: offer.time })}
      </p>
      <p className={styles.line}>{t('waitlist.offer.doctor', { name: offer.doctorFullName })}</p>
      <p className={styles.line}>
        {t('waitlist.offer.until', { until: clockLabel(offer.heldUntil, timeZone) })}
      </p>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabledFocusable={requesting}
          onClick={() => void act(true)}
          data-testid="waitlist-book"
        >
          {t('waitlist.offer.book')}
        </Button>
        <Button disabledFocusable={requesting} onClick={() => void act(false)} data-testid="waitlist-decline">
          {t('waitlist.offer.decline')}
        </Button>
      </div>
    </div>
  );
}

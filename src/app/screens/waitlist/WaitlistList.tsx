/**
 * The appointments screen's waitlist: the patient's open requests (doctor, last day, Remove) and, marked
 * on its request, an offer held for them now with Book and Decline. Nothing shows while the line is empty.
 */
import { Badge, Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { useWaitlist, waitlistCommands } from '../../live/waitlist';
import { showMessage } from '../../state/snackbars';
import { dayLabel } from './format';
import { OfferCard } from './OfferCard';
import { failureKey } from './offer-actions';
import './waitlist-strings';

const useStyles = makeStyles({
  section: { marginBottom: '16px' },
  heading: { fontSize: '16px', fontWeight: 600, margin: '8px 0' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: { display: 'grid', gap: '8px', padding: '8px 0' },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  text: { flexGrow: 1 },
});

export default function WaitlistList() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const entries = useWaitlist().data ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  if (entries.length === 0) return null;

  const remove = async (requestId: number) => {
    setRemoving(requestId);
    const result = await waitlistCommands.leave({ requestId }).catch(() => null);
    setRemoving(null);
    showMessage(runtimeKey(result?.ok ? 'waitlist.list.removed' : failureKey(result?.error)));
  };

  return (
    <section className={styles.section} aria-labelledby="waitlist-heading" data-testid="waitlist-list">
      <h2 id="waitlist-heading" className={styles.heading}>
        {t('waitlist.list.heading')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const params = { doctor: entry.doctorFullName, date: dayLabel(entry.lastDate, i18n.language) };
          return (
            <li key={entry.id} className={styles.item} data-testid="waitlist-request">
              <div className={styles.row}>
                <span className={styles.text}>{t('waitlist.list.request', params)}</span>
                {entry.offer && (
                  <Badge color="brand" data-testid="waitlist-offer-mark">
                    {t('waitlist.offer.heading')}
                  </Badge>
                )}
                <Button
                  size="small"
                  disabledFocusable={removing === entry.id}
                  aria-label={t('waitlist.list.removeItem', params)}
                  onClick={() => void remove(entry.id)}
                >
                  {t('waitlist.list.remove')}
                </Button>
              </div>
              {entry.offer && <OfferCard offer={entry.offer} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

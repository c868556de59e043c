/**
 * The appointments screen's waitlist: the patient's open requests (doctor, last day, Remove) and, marked
 * on its request, an offer held for them now with Book and Decline; below them, quieter, the requests
 * that ended lately by themselves, each with why, which the patient can dismiss. Nothing shows while the
 * list is empty.
 */
import { Badge, Button, tokens } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import type { WaitlistEntry } from '../../../data';
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
  ended: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  text: { flexGrow: 1 },
});

export default function WaitlistList() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const entries = useWaitlist().data ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  if (entries.length === 0) return null;

  /** Leaves the line, or takes an ended request off the list: the same call. */
  const remove = async (entry: WaitlistEntry) => {
    setRemoving(entry.id);
    const result = await waitlistCommands.leave({ requestId: entry.id }).catch(() => null);
    setRemoving(null);
    const done = entry.endReason ? 'waitlist.list.dismissed' : 'waitlist.list.removed';
    showMessage(result?.ok ? done : runtimeKey(failureKey(result?.error)));
  };

  return (
    <section className={styles.section} aria-labelledby="waitlist-heading" data-testid="waitlist-list">
      <h2 id="waitlist-heading" className={styles.heading}>
        {t('waitlist.list.heading')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const date = dayLabel(entry.lastDate, i18n.language);
          const params = { doctor: entry.doctorFullName, date };
          const line =
            entry.doctorFullName === null
              ? t('waitlist.list.requestNoDoctor', { date })
              : t('waitlist.list.request', params);
          const reason = entry.endReason;
          return (
            <li
              key={entry.id}
              className={reason ? `${styles.item} ${styles.ended}` : styles.item}
              data-testid={reason ? 'waitlist-ended' : 'waitlist-request'}
            >
              <div className={styles.row}>
                <span className={styles.text}>
                  {line}
                  {reason && (
                    <>
                      <br />
                      <span data-testid="waitlist-end-reason">{t(`waitlist.list.ended.${reason}`)}</span>
                    </>
                  )}
                </span>
                {entry.offer && !reason && (
                  <Badge color="brand" data-testid="waitlist-offer-mark">
                    {t('waitlist.offer.heading')}
                  </Badge>
                )}
                <Button
                  size="small"
                  appearance={reason ? 'subtle' : 'secondary'}
                  disabledFocusable={removing === entry.id}
                  aria-label={
                    reason
                      ? t('waitlist.list.dismissItem', { request: line })
                      : t('waitlist.list.removeItem', params)
                  }
                  onClick={() => void remove(entry)}
                >
                  {t(reason ? 'waitlist.list.dismiss' : 'waitlist.list.remove')}
                </Button>
              </div>
              {entry.offer && !reason && <OfferCard offer={entry.offer} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

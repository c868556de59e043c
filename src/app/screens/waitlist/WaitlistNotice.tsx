/**
 * Mounted in every tab while someone is logged in: watches the waitlist and shows a snackbar, once per
 * offer and tab, when a freed time is held for the patient. The snackbar lasts as long as the hold.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { useWaitlist } from '../../live/waitlist';
import { showSnackbar } from '../../state/snackbars';
import { dayLabel } from './format';
import './strings';

export default function WaitlistNotice() {
  const { i18n } = useTranslation();
  const entries = useWaitlist().data;
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of entries ?? []) {
      const offer = entry.offer;
      if (!offer || shown.current.has(offer.key)) continue;
      shown.current.add(offer.key);
      showSnackbar({
        type: 'message',
        message: 'waitlist.offer.snackbar',
        params: { doctor: offer.doctorFullName, date: dayLabel(offer.date, i18n.language), time: offer.time },
        timeoutMs: Math.max(5000, Date.parse(offer.heldUntil) - Date.now()),
      });
    }
  }, [entries, i18n.language]);
  return null;
}

/**
 * Mounted in every tab while someone is logged in: watches the waitlist and shows a snackbar when a
 * freed time is held for the patient. It lasts like any message snackbar, counted from when the worker
 * first saw the offer (`seenAt`): the tabs open then announce it together, and a page load or a tab
 * opened later does not announce it again (the appointments screen keeps the mark for the whole hold).
 * When the offer leaves the view (booked or declined in any tab) its snackbar closes at once.
 */
import { useEffect, useRef } from 'react';
import { SNACKBAR_TIMEOUT_MS } from '../../../domain/snackbar-queue';
import { useTranslation } from '../../i18n';
import { useWaitlist } from '../../live/waitlist';
import { closeSnackbar, showSnackbar } from '../../state/snackbars';
import { dayLabel } from './format';
import './waitlist-strings';

export default function WaitlistNotice() {
  const { i18n } = useTranslation();
  const entries = useWaitlist().data;
  /** Offers this tab has dealt with, and the snackbar it shows for each (null: none shown). */
  const shown = useRef(new Map<string, string | null>());
  useEffect(() => {
    const held = new Set<string>();
    for (const entry of entries ?? []) {
      const offer = entry.offer;
      if (!offer) continue;
      held.add(offer.key);
      if (shown.current.has(offer.key)) continue;
      const left = SNACKBAR_TIMEOUT_MS - (Date.now() - offer.seenAt);
      shown.current.set(
        offer.key,
        left > 0
          ? showSnackbar({
              type: 'message',
              message: 'waitlist.offer.snackbar',
              params: {
                doctor: offer.doctorFullName,
                date: dayLabel(offer.date, i18n.language),
                time: offer.time,
              },
              timeoutMs: left,
            })
          : null,
      );
    }
    // Booked or declined (here or in another tab): nothing to announce any more.
    for (const [key, id] of shown.current) {
      if (held.has(key)) continue;
      if (id !== null) closeSnackbar(id);
      shown.current.delete(key);
    }
  }, [entries, i18n.language]);
  return null;
}

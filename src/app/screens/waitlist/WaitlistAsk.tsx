/**
 * The schedule's waitlist offer: "No free time on {date}?" or "Booked later than you wanted?" with a
 * button that opens a small dialog to join the line for that doctor (and service) up to a day the
 * patient may move. Not logged in: the accounts panel signs in inline, as the booking dialog does, and
 * the request is made once it has.
 */
import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import type { WaitlistAskProps } from './ask-props';
import { dayLabel } from './format';
import './waitlist-strings';

// Loaded when opened: the dialog (Fluent's dialog, the date field, the sign-in panel) is nothing the
// schedule shows before that, and the offer shows on every page whose days on screen have no free time.
const WaitlistAskDialog = lazyPart(() => import('./WaitlistAskDialog'));

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', marginTop: '12px' },
});

export default function WaitlistAsk({
  open,
  onOpenChange,
  ...props
}: WaitlistAskProps & {
  /** Whether the join dialog is open: the schedule keeps it, with the offer it was opened on. */
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { suggestion } = props;
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  // Fluent's hook, not the attribute alone: tabster's restorer must have seen this button take the focus,
  // and started only by the dialog it has not (the doctor page starts it only for a described doctor).
  const restoreFocus = useRestoreFocusTarget();
  const label = dayLabel(suggestion.lastDate, i18n.language);

  return (
    <div className={styles.row} data-testid="waitlist-ask">
      <span>
        {suggestion.kind === 'emptyDay'
          ? // The question names the day without free time; the offer, the working day it reaches to.
            t('waitlist.ask.emptyDay', {
              date: dayLabel(suggestion.emptyDate ?? suggestion.lastDate, i18n.language),
            })
          : t('waitlist.ask.later')}
      </span>
      <Button
        size="small"
        onClick={() => onOpenChange(true)}
        // The join dialog (opened without a trigger of its own) gives the focus back here.
        {...restoreFocus}
      >
        {t('waitlist.ask.action', { date: label })}
      </Button>
      {open && (
        <LazyBoundary fallback={null}>
          <WaitlistAskDialog {...props} onClose={() => onOpenChange(false)} />
        </LazyBoundary>
      )}
    </div>
  );
}

/**
 * A row's info button: a popover opened by click, Enter or Space and
 * closed by Escape (focus stays on the button), so it works by touch and keyboard alike; 290 px wide.
 * The caller names the button in its own words: a shared piece cannot read one area's strings, which
 * are loaded only with that area's chunk.
 * Only the button is part of a list's first load; the popover (InfoTipSurface) loads on the first open.
 * Built from Popover rather than Fluent's InfoButton, whose own icons would be kept in the start page's
 * bundle (they share a module with the shell's icons). The button is the plain one of
 * info-button-styles.ts: a list renders one per row.
 */
import { type ReactNode, useState } from 'react';
import { LazyBoundary } from '../routes/LazyBoundary';
import { lazyPart } from '../routes/lazy-part';
import { INFO_BUTTON_CLASS } from './info-button-styles';

const InfoTipSurface = lazyPart(() => import('./InfoTipSurface'));

export function InfoTip({
  label,
  children,
  testId,
}: {
  /** The button's and the popover's accessible name, already translated. */
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  // null: never opened, so the popover's code is not loaded.
  const [open, setOpen] = useState<boolean | null>(null);
  // The popover's anchor, taken from the click that opens it: a ref callback setting state rendered
  // every row's tip a second time right after a list's rows were first committed.
  const [button, setButton] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={INFO_BUTTON_CLASS}
        aria-label={label}
        aria-expanded={open === true}
        onClick={(event) => {
          setButton(event.currentTarget);
          setOpen(open !== true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        data-testid={testId}
      />
      {open !== null && (
        <LazyBoundary fallback={null}>
          <InfoTipSurface open={open} target={button} label={label} onOpenChange={setOpen}>
            {children}
          </InfoTipSurface>
        </LazyBoundary>
      )}
    </>
  );
}

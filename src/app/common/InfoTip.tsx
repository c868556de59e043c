/**
 * A row's info button: a popover opened by click, Enter or Space and
 * closed by Escape (focus stays on the button), so it works by touch and keyboard alike; 290 px wide.
 * The caller names the button in its own words: a shared piece cannot read one area's strings, which
 * are loaded only with that area's chunk.
 * Only the button is part of a list's first load; the popover (InfoTipSurface) loads on the first open.
 * Built from Popover and the shell's InfoIcon rather than Fluent's InfoButton, whose own icons
 * would be kept in the start page's bundle (they share a module with the shell's icons).
 * The button is a plain one drawn as Fluent's subtle icon-only Button (its boxes, colours and focus
 * ring) by compiled classes: a list renders one per row, and Fluent's Button cost each row its hooks,
 * slots and class merging in the list's first commit.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles, shorthands } from '@griffel/react';
import { type ReactNode, useState } from 'react';
import { LazyBoundary } from '../routes/LazyBoundary';
import { lazyPart } from '../routes/lazy-part';
import { InfoIcon } from '../shell/icons';

const InfoTipSurface = lazyPart(() => import('./InfoTipSurface'));

// The box of Fluent's 32 px icon button with its 1 px transparent border folded into the padding, and
// its focus ring (border and inset shadow) drawn as one 2 px inset shadow: fewer atomic classes to ship.
// The transparent outline is what forced colours draw instead of the shadow.
const useStyles = makeStyles({
  button: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    margin: 0,
    padding: 0,
    ...shorthands.borderStyle('none'),
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorSubtleBackground,
    color: theme.colorNeutralForeground2,
    cursor: 'pointer',
    ':hover': {
      backgroundColor: theme.colorSubtleBackgroundHover,
      color: theme.colorNeutralForeground2BrandHover,
    },
    ':hover:active': {
      backgroundColor: theme.colorSubtleBackgroundPressed,
      color: theme.colorNeutralForeground2BrandPressed,
    },
    ':focus-visible': {
      outline: `${theme.strokeWidthThick} solid ${theme.colorTransparentStroke}`,
      boxShadow: `0 0 0 ${theme.strokeWidthThick} ${theme.colorStrokeFocus2} inset`,
    },
    '@media (forced-colors: active)': { ':hover': { color: 'Highlight' } },
  },
});

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
  const [button, setButton] = useState<HTMLElement | null>(null);
  const styles = useStyles();
  return (
    <>
      <button
        type="button"
        ref={setButton}
        className={styles.button}
        aria-label={label}
        aria-expanded={open === true}
        onClick={() => setOpen(open !== true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        data-testid={testId}
      >
        <InfoIcon aria-hidden />
      </button>
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

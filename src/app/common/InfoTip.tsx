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

const useStyles = makeStyles({
  button: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    verticalAlign: 'middle',
    margin: 0,
    padding: '5px',
    minWidth: '32px',
    maxWidth: '32px',
    overflow: 'hidden',
    ...shorthands.border(theme.strokeWidthThin, 'solid', 'transparent'),
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorSubtleBackground,
    color: theme.colorNeutralForeground2,
    fontFamily: theme.fontFamilyBase,
    fontSize: theme.fontSizeBase300,
    fontWeight: theme.fontWeightSemibold,
    lineHeight: theme.lineHeightBase300,
    outlineStyle: 'none',
    cursor: 'pointer',
    transitionDuration: theme.durationFaster,
    transitionProperty: 'background, border, color',
    transitionTimingFunction: theme.curveEasyEase,
    '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    ':hover': {
      backgroundColor: theme.colorSubtleBackgroundHover,
      color: theme.colorNeutralForeground2BrandHover,
    },
    ':hover:active': {
      backgroundColor: theme.colorSubtleBackgroundPressed,
      color: theme.colorNeutralForeground2BrandPressed,
    },
    ':focus-visible': {
      ...shorthands.borderColor(theme.colorStrokeFocus2),
      outlineWidth: theme.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: theme.colorTransparentStroke,
      boxShadow: `0 0 0 ${theme.strokeWidthThin} ${theme.colorStrokeFocus2} inset`,
      zIndex: 1,
    },
    '@media (forced-colors: active)': {
      ':focus': shorthands.borderColor('ButtonText'),
      ':hover': { color: 'Highlight' },
    },
  },
  icon: { display: 'inline-flex', fontSize: '20px', width: '20px', height: '20px' },
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
        <InfoIcon className={styles.icon} aria-hidden />
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

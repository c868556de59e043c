/**
 * The scroll-up button (after 200 px of scroll) and the side up/down panel: up
 * remembers where the reader was and jumps to the top; down jumps back there. Both animate for 256 ms
 * (or jump at once under prefers-reduced-motion). Wide screens get a full-height strip left of the page
 * body; narrow ones, and those whose gutter is narrower than the strip, a floating button.
 */
import { Button, mergeClasses, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import {
  BODY_MAX_WIDTH,
  HEADER_HEIGHT,
  SIDE_PANEL_MIN_WIDTH,
  showScrollUp,
  sidePanelFits,
} from '../../domain/shell-layout';
import { viewportWidth } from '../state/viewport';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { animateScrollTo } from './scroll';
import { snackbarRoom } from './snackbars/snackbar-room';

const useStyles = makeStyles({
  panel: {
    position: 'fixed',
    left: 0,
    top: `${HEADER_HEIGHT}px`,
    bottom: 0,
    width: `calc((100vw - ${BODY_MAX_WIDTH}px) / 2)`,
    minWidth: `${SIDE_PANEL_MIN_WIDTH}px`,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    paddingTop: '16px',
    border: 'none',
    background: 'transparent',
    color: theme.colorNeutralForeground2,
    cursor: 'pointer',
    gap: '6px',
    fontFamily: 'inherit',
    fontSize: theme.fontSizeBase300,
    ':hover': { backgroundColor: theme.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  // Above the snackbars while any show (they lie at the same corner and over everything).
  floating: {
    position: 'fixed',
    right: '16px',
    bottom: `calc(16px + ${snackbarRoom})`,
    zIndex: 5,
    boxShadow: theme.shadow8,
  },
  hidden: { display: 'none' },
});

export function ScrollButtons() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  // Not window.scrollY here: reading it during the first render forces a layout of the half-built page
  // (the costliest single call of the start page's profile). The effect below reads it after the commit.
  const [scrollY, setScrollY] = useState(0);
  const [remembered, setRemembered] = useState<number | null>(null);
  const animating = useRef(false);
  const cancel = useRef<() => void>(() => undefined);
  const { key } = useLocation();

  // A remembered place belongs to the page it was on: a navigation forgets it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key).
  useEffect(() => {
    cancel.current();
    animating.current = false;
    setRemembered(null);
    // After the next frame, not now: just after a commit the layout is dirty, and reading scrollY here
    // forced a layout of the whole new page inside this effect, in the boot's own task; after the frame
    // the layout is already done.
    let timer = 0;
    let frame = requestAnimationFrame(() => {
      frame = 0;
      timer = window.setTimeout(() => setScrollY(window.scrollY), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);

  useEffect(() => {
    const onScroll = () => {
      setScrollY(window.scrollY);
      // Scrolling down again by hand makes the remembered position meaningless.
      if (!animating.current && showScrollUp(window.scrollY)) setRemembered(null);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel.current();
    };
  }, []);

  const jump = (target: number, remember: number | null) => {
    cancel.current();
    animating.current = true;
    setRemembered(remember);
    cancel.current = animateScrollTo(target, () => {
      animating.current = false;
    });
  };

  const up = showScrollUp(scrollY);
  const down = !up && remembered !== null;
  const label = up ? t('scroll.up') : t('scroll.down');
  const icon = up ? <ArrowUpIcon /> : <ArrowDownIcon />;
  const onClick = () => (up ? jump(0, window.scrollY) : jump(remembered ?? 0, null));

  if (sidePanelFits(viewportWidth.value ?? Number.POSITIVE_INFINITY)) {
    return (
      <button
        type="button"
        className={mergeClasses(styles.panel, !up && !down && styles.hidden)}
        aria-label={label}
        data-testid="scroll-panel"
        onClick={onClick}
      >
        {icon}
        <span aria-hidden="true">{up ? t('scroll.upShort') : ''}</span>
      </button>
    );
  }
  if (!up && !down) return null;
  return (
    <Button
      shape="circular"
      size="large"
      className={styles.floating}
      icon={icon}
      aria-label={label}
      data-testid="scroll-button"
      onClick={onClick}
    />
  );
}

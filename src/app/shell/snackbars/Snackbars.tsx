/**
 * The snackbar area: at most two, newest first, announced through a polite live
 * region. A message snackbar has Close; the advancedLogin one has Change account and Close. The region
 * is there from the start (a live region must exist before what it announces); the snackbars
 * themselves (./SnackbarItem.tsx) load with the first one, not with the start page (smaller bundle).
 */
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useRef } from 'react';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { snackbars } from '../../state/snackbars';
import { useSnackbarRoom } from './snackbar-room';

const SnackbarItem = lazyPart(() => import('./SnackbarItem'));

/** Loads the snackbars' chunk ahead, for a screen whose outcome may come when the network is gone. */
export const preloadSnackbars = (): Promise<unknown> => SnackbarItem.preload();

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    width: 'min(480px, calc(100vw - 32px))',
    pointerEvents: 'none',
  },
});

/**
 * `children`: what stays at the foot of the snackbars (the offline queue's bar): floating, it takes
 * room at the foot as they do, and moves no content when it appears (a bar arriving above the page
 * pushed the row under a tap away from it).
 */
export function Snackbars({ children }: { children?: ReactNode }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const region = useRef<HTMLElement>(null);
  useSnackbarRoom(region);
  return (
    <section
      ref={region}
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={t('snackbar.region')}
    >
      <LazyBoundary fallback={null}>
        {snackbars.value.map((snackbar) => (
          <SnackbarItem key={snackbar.id} snackbar={snackbar} />
        ))}
      </LazyBoundary>
      {children}
    </section>
  );
}

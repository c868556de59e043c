/**
 * Where the shell keeps the drawer: nothing until the menu first opens at 900 px or narrower (the menu
 * button or the edge swipe, which only set the open state), then the lazily loaded drawer, for good.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { menuOpen } from '../../state/menu';
import { desktop } from '../../state/viewport';
import { useLatch } from '../use-latch';

const MenuDrawer = lazy(() => import('./MenuDrawer'));

export function MenuDrawerHost() {
  useSignals();
  const wanted = useLatch(menuOpen.value && !desktop.value);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawer />
    </Suspense>
  );
}

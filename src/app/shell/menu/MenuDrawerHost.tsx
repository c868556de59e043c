/**
 * Where the shell keeps the drawer: nothing until the menu first opens at 900 px or narrower (the menu
 * button or the edge swipe, which only set the open state), then the lazily loaded drawer, for good.
 * An open menu follows a resize across 900 px (drawer ⇄ dropdown); logged out there is no dropdown (the
 * header has no menu button), so a drawer opened by the edge swipe closes when the screen widens.
 */
import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { closeMenu, menuOpen } from '../../state/menu';
import { loggedIn } from '../../state/session';
import { desktop } from '../../state/viewport';
import { useLatch } from '../use-latch';

const MenuDrawer = lazyPart(() => import('./MenuDrawer'));

export function MenuDrawerHost() {
  useSignals();
  useSignalEffect(() => {
    if (menuOpen.value && desktop.value && !loggedIn.value) closeMenu();
  });
  const wanted = useLatch(menuOpen.value && !desktop.value);
  if (!wanted) return null;
  return (
    <LazyBoundary fallback={null}>
      <MenuDrawer />
    </LazyBoundary>
  );
}

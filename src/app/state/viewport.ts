/** The window's width as a signal: the menu form, the drawer width and the swipe rule read it. */
import { computed, signal } from '@preact/signals-react';
import { drawerWidth, isDesktop, isNarrow } from '../../domain/shell-layout';

const readWidth = () => (typeof window === 'undefined' ? null : window.innerWidth);

export const viewportWidth = signal<number | null>(readWidth());
export const desktop = computed(() => isDesktop(viewportWidth.value ?? Number.POSITIVE_INFINITY));
export const narrow = computed(() => isNarrow(viewportWidth.value ?? Number.POSITIVE_INFINITY));
export const currentDrawerWidth = computed(() => drawerWidth(viewportWidth.value));

let watching = false;

/** Starts following resizes (once). */
export function watchViewport(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('resize', () => {
    viewportWidth.value = readWidth();
  });
}

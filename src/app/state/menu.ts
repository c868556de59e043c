/**
 * The one menu of the shell: a dropdown over 900 px, a drawer at 900 px or narrower. The open state is
 * shared, so resizing across 900 px moves an open menu from one form to the other.
 */
import { signal } from '@preact/signals-react';
import { CHANGE_ACCOUNT_EXPAND_DELAY_MS } from '../../domain/shell-layout';

export const menuOpen = signal(false);
export const changeAccountExpanded = signal(false);
/** True for the 300 ms between the snackbar's Change account and the list opening: the entry animates. */
export const changeAccountCalling = signal(false);

let expandTimer: ReturnType<typeof setTimeout> | undefined;

export function openMenu(): void {
  menuOpen.value = true;
}

/** Collapsing the menu or drawer also closes the change-account list (it opens collapsed). */
export function closeMenu(): void {
  clearTimeout(expandTimer);
  changeAccountCalling.value = false;
  menuOpen.value = false;
  changeAccountExpanded.value = false;
}

export function setMenuOpen(open: boolean): void {
  if (open) openMenu();
  else closeMenu();
}

/**
 * The advancedLogin snackbar's Change account: open, play the entry's animation,
 * then expand the list after 300 ms.
 */
export function openMenuWithChangeAccount(): void {
  openMenu();
  clearTimeout(expandTimer);
  changeAccountCalling.value = true;
  expandTimer = setTimeout(() => {
    changeAccountCalling.value = false;
    if (menuOpen.value) changeAccountExpanded.value = true;
  }, CHANGE_ACCOUNT_EXPAND_DELAY_MS);
}

/**
 * Hooks for the Playwright suite, on window.__priyomShell. They exist only in development builds or when
 * the page was opened with `?e2e` (remembered for the tab in session storage), and they only touch UI
 * state in this tab: raising snackbars, and marking the UI session as logged in so the logged-in menu
 * can be exercised before the accounts work can log anyone in. The fake tokens never reach the data
 * worker or the server.
 */
import { batch } from '@preact/signals-react';
import { closeMenu, menuOpen, openMenu } from './state/menu';
import { clearSnackbars, type SnackbarInput, showSnackbar, snackbars } from './state/snackbars';
import { currentClient, tokens } from './state/session';
import { STORAGE_KEYS, sessionStore } from './state/storage';

export interface ShellTestHooks {
  showSnackbar(input: SnackbarInput): string;
  clearSnackbars(): void;
  snackbarIds(): string[];
  signInForTest(fullName?: string): void;
  signOutForTest(): void;
  openMenu(): void;
  closeMenu(): void;
  menuOpen(): boolean;
}

declare global {
  interface Window {
    __priyomShell?: ShellTestHooks;
  }
}

export function testHooksEnabled(win: Window = window): boolean {
  if (import.meta.env.DEV) return true;
  const storage = sessionStore();
  if (new URLSearchParams(win.location.search).has('e2e')) {
    storage?.setItem(STORAGE_KEYS.testHooks, '1');
    return true;
  }
  return storage?.getItem(STORAGE_KEYS.testHooks) === '1';
}

export function installTestHooks(win: Window = window): void {
  if (!testHooksEnabled(win)) return;
  win.__priyomShell = {
    showSnackbar,
    clearSnackbars,
    snackbarIds: () => snackbars.value.map((snackbar) => snackbar.id),
    signInForTest(fullName = 'Тестовый Пациент') {
      batch(() => {
        tokens.value = { accessToken: 'e2e-access', refreshToken: 'e2e-refresh' };
        currentClient.value = { id: 0, fullName };
      });
    },
    signOutForTest() {
      batch(() => {
        tokens.value = null;
        currentClient.value = null;
      });
    },
    openMenu,
    closeMenu,
    menuOpen: () => menuOpen.value,
  };
}

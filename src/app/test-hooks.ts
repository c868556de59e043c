/**
 * Hooks for the Playwright suite, on window.__priyomShell. They exist only in development builds or when
 * the server that rendered the page runs with TEST_HOOKS=1 (it then adds a
 * `<meta name="priyom-test-hooks">` to index.html; no query parameter or stored flag can turn them on
 * in production), and they only touch UI
 * state in this tab: raising snackbars, and marking the UI session as logged in so the logged-in menu
 * can be exercised before the accounts work can log anyone in. The fake tokens never reach the data
 * worker or the server.
 */
import { batch } from '@preact/signals-react';
import { closeMenu, menuOpen, openMenu } from './state/menu';
import { clearSnackbars, type SnackbarInput, showSnackbar, snackbars } from './state/snackbars';
import { currentClient, tokens } from './state/session';

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
  return win.document.querySelector('meta[name="priyom-test-hooks"][content="on"]') !== null;
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

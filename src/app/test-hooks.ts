/**
 * Hooks for the Playwright suite, on window.__priyomShell. They exist only where ./test-hooks-flag.ts
 * says so (development, or a server with TEST_HOOKS=1), and load as their own chunk. They raise snackbars, drive the menu and log in and out through the data worker's
 * real session commands (the same the screens use), so specs need not type into the login form.
 */
import { accountCommands } from './live/session';
import { closeMenu, menuOpen, openMenu } from './state/menu';
import { clearSnackbars, type SnackbarInput, showSnackbar, snackbars } from './state/snackbars';
import { loggedIn } from './state/session';
import { testHooksEnabled } from './test-hooks-flag';

/** A seeded demo login without linked profiles (README). */
const DEMO_PHONE = '79990000002';
const DEMO_PASSWORD = 'demo2026';

export interface ShellTestHooks {
  showSnackbar(input: SnackbarInput): string;
  clearSnackbars(): void;
  snackbarIds(): string[];
  /** Logs in for real (a demo login by default); resolves with whether it worked. */
  signInForTest(phone?: string, password?: string): Promise<boolean>;
  signOutForTest(): Promise<void>;
  /**
   * One authenticated call that changes nothing (change password with a wrong old one): resolves with
   * the error keys it got, so specs can make tabs call the server together.
   */
  authenticatedCallForTest(): Promise<string[]>;
  /** What this tab's shell believes (follows the worker's session view). */
  loggedIn(): boolean;
  openMenu(): void;
  closeMenu(): void;
  menuOpen(): boolean;
}

declare global {
  interface Window {
    __priyomShell?: ShellTestHooks;
  }
}

export function installTestHooks(win: Window = window): void {
  if (!testHooksEnabled(win)) return;
  win.__priyomShell = {
    showSnackbar,
    clearSnackbars,
    snackbarIds: () => snackbars.value.map((snackbar) => snackbar.id),
    async signInForTest(phone = DEMO_PHONE, password = DEMO_PASSWORD) {
      return (await accountCommands.login({ phone, password })).ok;
    },
    async signOutForTest() {
      await accountCommands.logout();
    },
    async authenticatedCallForTest() {
      const result = await accountCommands.changePassword({
        oldPassword: 'notThe1',
        newPassword: 'other2028',
        confirmNewPassword: 'other2028',
      });
      return result.ok ? [] : Object.values(result.error.errors).flat();
    },
    loggedIn: () => loggedIn.value,
    openMenu,
    closeMenu,
    menuOpen: () => menuOpen.value,
  };
}

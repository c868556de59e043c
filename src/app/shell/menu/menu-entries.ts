/**
 * Which entries the menu and the drawer show. Pure, so the visibility rules are
 * testable without rendering.
 */

export type MenuEntryId =
  | 'profile'
  | 'changeAccount'
  | 'appointments'
  | 'results'
  | 'install'
  | 'logout'
  | 'login';

export interface MenuVisibilityInput {
  variant: 'dropdown' | 'drawer';
  loggedIn: boolean;
  otherClientsCount: number;
  switching: boolean;
  serviceResultsAvailable: boolean;
  installPromptAvailable: boolean;
}

export function visibleMenuEntries(input: MenuVisibilityInput): MenuEntryId[] {
  const entries: MenuEntryId[] = [];
  if (input.loggedIn) {
    entries.push('profile');
    if (input.otherClientsCount > 0 || input.switching) entries.push('changeAccount');
    entries.push('appointments');
    if (input.serviceResultsAvailable) entries.push('results');
  }
  if (input.installPromptAvailable) entries.push('install');
  if (input.loggedIn) entries.push('logout');
  else if (input.variant === 'drawer') entries.push('login');
  return entries;
}

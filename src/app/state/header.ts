/**
 * The header's state: every navigation resets it (return button shown, title
 * cleared, or the route's own default: routeHeader); a screen then sets what it needs through
 * useHeader(). The state remembers the location key
 * it was set for, and the header shows the initial state for any other key: so a navigation resets it
 * before the new screen has rendered, with no ordering between effects to get right.
 */
import { signal } from '@preact/signals-react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteName } from '../../domain/routes';

export interface HeaderState {
  /** Null: the header shows its default (the clinic's title on clinic routes, else the app name). */
  title: string | null;
  back: boolean;
}

export const INITIAL_HEADER: HeaderState = { title: null, back: true };

interface KeyedHeaderState extends HeaderState {
  /** The location key the state was set for; null after a reset. */
  key: string | null;
}

export const header = signal<KeyedHeaderState>({ ...INITIAL_HEADER, key: null });

export function resetHeader(): void {
  header.value = { ...INITIAL_HEADER, key: null };
}

const NO_RETURN: HeaderState = { title: null, back: false };

/**
 * A route's own header before (or without) any useHeader: the start page has no return button, nor
 * has a clinic's menu when the network has one clinic only; every other route starts from
 * INITIAL_HEADER. Those two screens need no useHeader, so opening them writes no header state: a write
 * in the first commit's layout effects made React render again at once, inside that commit, with every
 * passive effect of the first screen flushed first (one long task at boot, on the start page).
 */
export function routeHeader(routeName: RouteName | undefined, clinicCount: number): HeaderState {
  if (routeName === 'root') return NO_RETURN;
  if (routeName === 'clinic-menu' && clinicCount <= 1) return NO_RETURN;
  return INITIAL_HEADER;
}

/** What the header shows at the location with this key; `fallback` when no screen has set it there. */
export function headerFor(locationKey: string, fallback: HeaderState = INITIAL_HEADER): HeaderState {
  const state = header.value;
  return state.key === locationKey ? { title: state.title, back: state.back } : fallback;
}

/**
 * Sets the header for the current screen. Re-applied on every navigation (the location key changes),
 * because each one resets the header even when the screen stays mounted.
 */
export function useHeader(options: Partial<HeaderState>): void {
  const { key } = useLocation();
  const { title, back } = options;
  useLayoutEffect(() => {
    header.value = { key, title: title ?? null, back: back ?? true };
  }, [key, title, back]);
}

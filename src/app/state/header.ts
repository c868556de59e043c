/**
 * The header's state (accounts spec §2.2, §2.7): every navigation resets it (return button shown, title
 * cleared); a screen then sets what it needs through useHeader().
 */
import { signal } from '@preact/signals-react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface HeaderState {
  /** Null: the header shows its default (the clinic's title on clinic routes, else the app name). */
  title: string | null;
  back: boolean;
}

export const INITIAL_HEADER: HeaderState = { title: null, back: true };

export const header = signal<HeaderState>(INITIAL_HEADER);

export function resetHeader(): void {
  header.value = INITIAL_HEADER;
}

/**
 * Sets the header for the current screen. Re-applied on every navigation (the location key changes),
 * because the reset runs on each one even when the screen stays mounted.
 */
export function useHeader(options: Partial<HeaderState>): void {
  const { key } = useLocation();
  const { title, back } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key re-applies after a reset.
  useLayoutEffect(() => {
    header.value = { title: title ?? null, back: back ?? true };
  }, [key, title, back]);
}

/**
 * The install prompt behind a small interface (tests pass a fake). Chrome fires `beforeinstallprompt` when
 * the app may be installed; we keep the event to call prompt() later from the install button or menu
 * entry. The event may already have been captured elsewhere (the service-worker registration or another
 * module) before the shell starts, so the shell also polls for it every 256 ms, up to 32 times.
 */
import { computed, signal } from '@preact/signals-react';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_PROMPT_POLL_INTERVAL_MS = 256;
export const INSTALL_PROMPT_POLL_ATTEMPTS = 32;

declare global {
  interface Window {
    /** Set by whoever captures `beforeinstallprompt` first; polled by the shell. */
    __priyomInstallPrompt?: InstallPromptEvent | null;
  }
}

export const installPrompt = signal<InstallPromptEvent | null>(null);

export type Platform = 'ios' | 'android' | 'other';

export function detectPlatform(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): Platform {
  const agent = nav.userAgent;
  if (/iPad|iPhone|iPod/.test(agent) || (/Macintosh/.test(agent) && nav.maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'other';
}

export const platform = signal<Platform>(typeof navigator === 'undefined' ? 'other' : detectPlatform());

/** The header's install button: shown on iOS, on Android, or when a prompt exists. */
export const installButtonShown = computed(() => platform.value !== 'other' || installPrompt.value !== null);

function capture(event: Event): void {
  event.preventDefault();
  installPrompt.value = event as InstallPromptEvent;
  window.__priyomInstallPrompt = event as InstallPromptEvent;
}

let stopWatching: (() => void) | null = null;

/** Listens for the prompt and polls for one captured elsewhere; returns a stop function (tests). */
export function watchInstallPrompt(win: Window = window): () => void {
  if (stopWatching) return stopWatching;
  const onInstalled = () => {
    installPrompt.value = null;
    win.__priyomInstallPrompt = null;
  };
  win.addEventListener('beforeinstallprompt', capture);
  win.addEventListener('appinstalled', onInstalled);
  let attempts = 0;
  const timer = setInterval(() => {
    attempts += 1;
    const found = win.__priyomInstallPrompt;
    if (found && installPrompt.value === null) installPrompt.value = found;
    if (installPrompt.value !== null || attempts >= INSTALL_PROMPT_POLL_ATTEMPTS) clearInterval(timer);
  }, INSTALL_PROMPT_POLL_INTERVAL_MS);
  stopWatching = () => {
    clearInterval(timer);
    win.removeEventListener('beforeinstallprompt', capture);
    win.removeEventListener('appinstalled', onInstalled);
    stopWatching = null;
  };
  return stopWatching;
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt.value;
  if (!event) return;
  installPrompt.value = null;
  window.__priyomInstallPrompt = null;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

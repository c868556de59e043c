/**
 * The service worker keeps each route's last page for opening with no network, drawn in the language
 * the reader had then; it cannot read the language cookie the server reads, so the tab tells it the
 * reader's language: at start, when another service worker takes control, and at every switch (made
 * here or followed from another tab). A page kept in the other language then goes out without its
 * drawn screen (src/sw/kept-pages.ts).
 */
import type { ToServiceWorker } from '../../domain/runtime-messages';
import { i18n, isLanguage, type Language } from '../i18n';

export function tellServiceWorkerTheLanguage(post: (message: ToServiceWorker) => void): void {
  const tell = () => {
    const language = i18n.language;
    if (isLanguage(language)) post({ type: 'priyom-language', language: language.toLowerCase() as Language });
  };
  tell();
  i18n.on('languageChanged', tell);
  navigator.serviceWorker.addEventListener('controllerchange', tell);
}

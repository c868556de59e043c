/**
 * Registers the service worker in production builds. The first install takes control of the open
 * page at once (clientsClaim in src/sw/sw.ts), so an app opened once can reopen offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' }).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

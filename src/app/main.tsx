/**
 * Entry: reads the embedded configuration, starts i18n, captures the marketing context (before the
 * router reads the address) and renders the app (English, when chosen, loads first); then registers the
 * service worker. Only wiring lives here.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { watchCounters } from './analytics/analytics';
import { App } from './App';
import { initI18n } from './i18n';
import { watchSession } from './live/session';
import { preloadScreen } from './routes/screens';
import { watchInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
import { embeddedConfiguration, readEmbeddedConfiguration } from './state/configuration';
import { captureMarketingContext } from './state/marketing';
import { watchViewport } from './state/viewport';
import { testHooksEnabled } from './test-hooks-flag';

embeddedConfiguration.value = readEmbeddedConfiguration();
const i18nReady = initI18n();
captureMarketingContext();
watchViewport();
watchInstallPrompt();
watchCounters();
// Test-only hooks: their own chunk, loaded only where the page allows them.
if (testHooksEnabled()) void import('./test-hooks').then((hooks) => hooks.installTestHooks());
// Every tab follows the data worker's session from the start: the menu, guards and other tabs' logins.
watchSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// At once in Russian; after the English chunk when English is the stored choice.
// As a transition: React renders the first screen in slices of a few ms, yielding to the browser
// between them, instead of one long task that keeps a slow phone's main thread blocked.
// The first screen's chunk too, when it is a lazy one: React then replaces the page's own HTML (the
// server-rendered start page or clinic menu) with the screen in one commit, never with a spinner.
void Promise.all([i18nReady, preloadScreen(window.location.pathname)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();

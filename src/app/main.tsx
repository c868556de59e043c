/**
 * Entry: reads the embedded configuration, starts i18n, captures the marketing context (before the
 * router reads the address), builds the router and renders the app; then registers the service worker.
 * Only wiring lives here.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchCounters } from './analytics/analytics';
import { App } from './App';
import { initI18n } from './i18n';
import { watchInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
import { attachHistorySync } from './routes/history-sync';
import { createAppRouter } from './routes/router';
import { embeddedConfiguration, readEmbeddedConfiguration } from './state/configuration';
import { captureMarketingContext } from './state/marketing';
import { watchViewport } from './state/viewport';
import { installTestHooks } from './test-hooks';

embeddedConfiguration.value = readEmbeddedConfiguration();
initI18n();
captureMarketingContext();
watchViewport();
watchInstallPrompt();
watchCounters();
installTestHooks();

const router = createAppRouter();
attachHistorySync(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

registerServiceWorker();

/**
 * Entry: reads the embedded configuration, starts i18n, captures the marketing context (before the
 * router reads the address) and renders the app (English, when chosen, loads first); then, once the
 * page is idle, registers the service worker. Only wiring lives here.
 */
// First: the build sends every lazy chunk's import through the importer this installs.
import './routes/chunk-import';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDERED_ATTRIBUTE } from '../api/rendered-page';
import { resolveColourScheme } from '../domain/colour-scheme';
import { watchCounters } from './analytics/analytics';
import { App } from './App';
import { dropHeldInput, noteTypedText, playHeldInput } from './early-input';
import { i18n, initI18n } from './i18n';
import { watchSession } from './live/session';
import { fetchScreen, preloadScreen } from './routes/screens';
import { watchInstallPrompt } from './pwa/install-prompt';
import { addManifestLink } from './pwa/manifest-link';
import { registerServiceWorker } from './pwa/register-sw';
import { embeddedConfiguration, readEmbeddedConfiguration } from './state/configuration';
import { captureMarketingContext } from './state/marketing';
import { watchViewport } from './state/viewport';
import { nextTask, whenIdle } from './tasks';
import { restoreFullStyles } from './theme/full-styles';
import { themeFor } from './theme/theme';
import { testHooksEnabled } from './test-hooks-flag';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void boot(root);

/**
 * The bundle's evaluation is one task already; each step after it is a task of its own (./tasks.ts),
 * so no single one blocks the main thread for long on a slow phone.
 */
async function boot(container: HTMLElement): Promise<void> {
  // The first screen's chunk, when it is a lazy one, fetched before anything else, with the imports it
  // names, while the steps below run: fetched only at its load ahead, the chunk's imports were found a
  // few hundred milliseconds into a phone's start, the longest wait before a client's list reopened
  // offline. Its strings wait for the translations' start (./i18n/areas.ts).
  fetchScreen(window.location.pathname);
  // A drawn page came with only its own style rules: the rest are back before the app renders anything.
  const fullStyles = restoreFullStyles();
  await nextTask();
  embeddedConfiguration.value = readEmbeddedConfiguration();
  const i18nReady = initI18n();
  // i18next's start (its plural rules, the stored language) is a task of its own: together with the
  // watchers below it made one long task on a slow phone.
  await nextTask();
  captureMarketingContext();
  watchViewport();
  // Beside the start page, not in it: it acts only once focus is in the page.
  void import('./shell/focus-bumpers').then((module) => module.watchFocusBumpers());
  watchInstallPrompt();
  watchCounters();
  // In the booking widget's drawer on a clinic's site: Escape, and a browser that refuses the frame its
  // storage, told to the widget. A chunk of its own: the portal opened directly never loads it.
  const framed = window.parent !== window;
  if (framed) void import('./embed/host-frame').then((frame) => frame.talkToHost());
  // Test-only hooks: their own chunk, loaded only where the page allows them.
  if (testHooksEnabled()) void import('./test-hooks').then((hooks) => hooks.installTestHooks());
  // Starting the worker is a task of its own: with i18n's start in one they made a long task on a phone.
  await nextTask();
  // Every tab follows the data worker's session from the start: the menu, guards and other tabs' logins.
  watchSession();
  await nextTask();
  // The load ahead of the first screen, when it is a lazy one: React then replaces the page's own HTML
  // (a drawn screen, the boot bar) with the screen in one commit, never with a spinner. A client's list
  // asks for its first page too, once the session names the client, and the commit waits for it
  // (./live/early-pages.ts).
  const firstScreen = preloadScreen(window.location.pathname);
  // The network's Fluent theme, while the chunks load: built inside the first render, it made that
  // render's first slice a long task on a phone.
  await nextTask();
  themeFor(resolveColourScheme(embeddedConfiguration.value?.colourScheme));
  await Promise.all([i18nReady, firstScreen, fullStyles]);
  await nextTask();
  // As a transition: React renders the first screen in slices of a few ms, yielding to the browser
  // between them, instead of one long task that keeps a slow phone's main thread blocked.
  // A screen the server drew with the app's own components, in the language the app reads: hydrated, so
  // its elements (and what was typed into them) stay; what the reader did before, and does while it
  // hydrates, is played once it has. Else (another language, the plain shell, the hand-painted screens)
  // React draws the page anew.
  const hydrating = container.getAttribute(RENDERED_ATTRIBUTE) === i18n.language;
  if (hydrating) noteTypedText(container);
  const app = (
    <StrictMode>
      <App onMounted={hydrating ? () => void playHeldInput() : dropHeldInput} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The service worker's install fetches every file of the app, and the manifest its icons: not while
  // the first screen boots. Not at all in a frame: there the browser keeps a separate service worker
  // per clinic site, each one precaching the whole app (about 1.8 MiB) for a drawer that is neither
  // installable nor opened offline.
  if (framed) return;
  whenIdle(() => {
    addManifestLink();
    registerServiceWorker();
  });
}

/**
 * The server's renderer: the app's own components drawn to HTML for a page's first paint, from the data
 * the page embeds for the browser (the configuration, the clinics, the page's own data) and in the
 * reader's language, so the browser's first render draws the same and hydrates it. Built for Node into
 * build/ssr (`vite build --ssr`); the server loads it at start (server/http/react-page.ts) and never
 * imports the app's source itself.
 *
 * The app keeps a page's data in module state, as the browser reads it once per page load: renders run
 * one at a time, each giving its page's data before it starts.
 */
import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@griffel/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { CreatePageRenderer, PageToRender, RenderedPage } from '../../api/rendered-page';
import { App } from '../App';
import { i18n, initI18n, loadLanguage } from '../i18n';
import { preloadScreen } from '../routes/screens';
import { embeddedConfiguration } from '../state/configuration';
import { provideFirstPage } from '../state/first-page';
import { provideFirstScreen } from '../state/first-screen';
import { provideKeptMark } from '../state/kept-page';
import { schemeVariables } from '../theme/theme';
import { resolveColourScheme } from '../../domain/colour-scheme';
import { templateRules } from './template-rules';

export const createPageRenderer: CreatePageRenderer = (template) => {
  const inPage = templateRules(template);
  let queue: Promise<unknown> = Promise.resolve();
  return (page) => {
    const rendered = queue.then(() => render(page, inPage));
    queue = rendered.catch(() => undefined);
    return rendered;
  };
};

/** What React writes for a boundary whose content comes later, by script. */
const PENDING_BOUNDARY = '<template id="B:';

async function prerendered(app: ReactNode): Promise<string> {
  // Every boundary in place: React would otherwise send a large one (over 12.5 KB) apart, to be moved in
  // by an inline script, which is for streaming a page and which the page's policy would not run.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function render(page: PageToRender, inPage: Map<string, string>): Promise<RenderedPage> {
  await initI18n(page.language);
  await loadLanguage(page.language);
  await i18n.changeLanguage(page.language);
  await preloadScreen(new URL(page.url, 'http://server.invalid').pathname);
  embeddedConfiguration.value = page.configuration;
  provideFirstScreen(page.firstScreen);
  provideFirstPage(page.firstPage);
  provideKeptMark(null);
  const renderer = createDOMRenderer();
  for (const [rule, bucket] of inPage) renderer.insertionCache[rule] = bucket as never;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={page.url}>{children}</StaticRouter>
  );
  const app = (
    <RendererProvider renderer={renderer}>
      <App Router={Router} />
    </RendererProvider>
  );
  const root = await prerendered(app);
  // A boundary filled in later by script: the page allows no such script, and the app needs none.
  if (root.includes(PENDING_BOUNDARY)) throw new Error(`${page.url}: a part came out to fill in by script`);
  // The network's colours, which the app writes on the root element once it runs, there from the start.
  const scheme = schemeVariables(resolveColourScheme(page.configuration?.colourScheme));
  const colours = Object.entries(scheme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    root,
    styles: renderToStaticMarkup(
      <>
        <style>{`:root{${colours}}`}</style>
        {renderToStyleElements(renderer)}
      </>,
    ),
  };
}

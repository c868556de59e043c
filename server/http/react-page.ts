/**
 * The app's own screens drawn by the server (the server-rendering entry built from the app into
 * build/ssr, loaded once at the first page), put into index.html's #root with the Fluent rules they need
 * in its head; #root says in which language it was drawn, and the app hydrates it when it reads the
 * page in that language. Rendered pages are kept per address, language and data: the same page for the
 * same data is drawn once, not once per request.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type {
  CreatePageRenderer,
  PageRenderer,
  PageToRender,
  RenderedPage,
} from '../../src/api/rendered-page';
import { RENDERED_ATTRIBUTE } from '../../src/api/rendered-page';
import type { Logger } from '../logger';
import { loggablePath } from './log-path';
import {
  prunedDrawnStyles,
  prunedStyles,
  type TemplateStyle,
  templateStyles,
  withPrunedStyles,
} from './page-styles';

/** index.html's #root as the build writes it: the boot bar, which a drawn screen replaces. */
const ROOT = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/;

/** Pages kept at most: each is the markup of one screen, some tens of KB. */
const KEPT_PAGES = 256;

export interface ReactPages {
  /** index.html with `page` drawn into #root, or null when no renderer is built or the render failed. */
  paint(template: string, page: PageToRender, dataKey: string): Promise<string | null>;
}

export function reactPages(entry: string | undefined, logger: Logger): ReactPages {
  let loading: Promise<CreatePageRenderer | null> | null = null;
  let forTemplate: { template: string; render: PageRenderer; styles: TemplateStyle[] } | null = null;
  /** Each drawn page with its styles' pruned texts (./page-styles.ts), worked out once with it. */
  const kept = new Map<string, { rendered: RenderedPage; pruned: Map<string, string> }>();

  const load = () => {
    loading ??= (async () => {
      if (!entry || !existsSync(entry)) {
        logger.warn({ entry }, 'no server renderer built: pages paint when the app has loaded');
        return null;
      }
      const module = (await import(pathToFileURL(entry).href)) as { createPageRenderer: CreatePageRenderer };
      return module.createPageRenderer;
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'the server renderer did not load: pages paint when the app has loaded');
      return null;
    });
    return loading;
  };

  return {
    async paint(template, page, dataKey) {
      const create = await load();
      if (!create) return null;
      if (forTemplate?.template !== template) {
        forTemplate = { template, render: create(template), styles: templateStyles(template) };
        kept.clear();
      }
      const key = `${page.language}\n${page.url}\n${dataKey}`;
      let drawn = kept.get(key);
      if (drawn) {
        // Most recently used last: the first one is the one to drop.
        kept.delete(key);
      } else {
        try {
          const { root, styles } = await forTemplate.render(page);
          const rendered = { root, styles: prunedDrawnStyles(styles, root) };
          drawn = { rendered, pruned: prunedStyles(forTemplate.styles, root, rendered.styles) };
        } catch (error) {
          logger.error(
            // The path only, with a link's key hidden: the key is that screen's only authorisation.
            { err: error, path: loggablePath(new URL(page.url, 'http://server.invalid').pathname) },
            'server render failed: the page paints when the app has loaded',
          );
          return null;
        }
        if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value as string);
      }
      kept.set(key, drawn);
      const { rendered, pruned } = drawn;
      const root = `<div id="root" ${RENDERED_ATTRIBUTE}="${page.language}">${rendered.root}</div>`;
      return withPrunedStyles(template, pruned)
        .replace(ROOT, () => root)
        .replace('</head>', () => `${rendered.styles}</head>`);
    },
  };
}

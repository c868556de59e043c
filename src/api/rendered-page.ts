/**
 * What the server asks of the app's server-rendering entry (src/app/server/render-page.tsx, built into
 * build/ssr) and what it gets back: the same data the page embeds for the browser, so the app's first
 * render in the browser draws exactly what the server drew, and hydrates it instead of replacing it.
 */
import type { Configuration } from './configuration';
import type { FirstPage } from './first-page-embed';
import type { FirstScreen } from './first-screen-embed';

export interface PageToRender {
  /** Path and query, as the browser asked for them. */
  url: string;
  language: 'ru' | 'en-gb';
  configuration: Configuration | null;
  firstScreen: FirstScreen | null;
  firstPage: FirstPage | null;
}

export interface RenderedPage {
  /** The markup of #root. */
  root: string;
  /** The Fluent rules the markup needs beyond those index.html has, as <style> elements for the head. */
  styles: string;
}

/** On #root when its markup is the app's own (the language it was drawn in): the app hydrates it. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

export type PageRenderer = (page: PageToRender) => Promise<RenderedPage>;

/** The entry's one export: a renderer for pages built from this index.html (its styles are left out). */
export type CreatePageRenderer = (template: string) => PageRenderer;

/** Types of paint-first-html.mjs (plain JavaScript, shared by vite.config.ts and the size check). */
import type { Plugin } from 'vite';

export declare function inlineStylesheets(html: string, css: (href: string) => string | undefined): string;
export declare function loaderSource(source?: string): string;
export interface DataWorkers {
  shared?: string;
  dedicated?: string;
}
export declare function deferAppScript(html: string, loader?: string, workers?: DataWorkers): string;
export declare function dataWorkers(bundle: Record<string, unknown> | undefined): DataWorkers;
export declare function paintFirst(): Plugin;

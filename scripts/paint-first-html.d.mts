/** Types of paint-first-html.mjs (plain JavaScript, shared by vite.config.ts and the size check). */
import type { Plugin } from 'vite';

export declare function inlineStylesheets(html: string, css: (href: string) => string | undefined): string;
export declare function loaderSource(source?: string): string;
export declare function deferAppScript(html: string, loader?: string, worker?: string): string;
export declare function dataWorker(bundle: Record<string, unknown> | undefined): string | undefined;
export declare function paintFirst(): Plugin;

/**
 * The Content-Security-Policy allows no inline script but the ones index.html itself carries (the
 * paint-first loader: scripts/paint-first-html.mjs), named by their SHA-256 hashes. The static app
 * hashes the template it serves (`inlineScriptHashes`) and leaves the hashes on the request's context
 * (`allowInlineScripts`); the security headers (security-headers.ts) add them to that answer's
 * script-src. So a build's loader is allowed exactly as built, and nothing a page's data could carry:
 * the server's substitutions go into data blocks (type="text/plain", application/json), which never
 * run and are not hashed.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** CSP source expressions ('sha256-…') of the inline scripts this answer's page carries. */
    inlineScriptHashes: readonly string[];
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const SRC = /\ssrc\s*=/i;
/** The types a browser runs as script (HTML's "JavaScript MIME type essence match", and module). */
const RUNS =
  /^(module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/i;

function runs(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1];
  return type === undefined || type === '' || RUNS.test(type);
}

/** The 'sha256-…' source expressions of the inline scripts in `html` that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!runs(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Hashes once per template text (index.html changes only with a deploy). */
export function templateHashes(): (template: string) => readonly string[] {
  let last: { template: string; hashes: readonly string[] } | null = null;
  return (template) => {
    if (last?.template !== template) last = { template, hashes: inlineScriptHashes(template) };
    return last.hashes;
  };
}

/** Lets this answer's page run these inline scripts (security-headers.ts reads them). */
export function allowInlineScripts(c: Context, hashes: readonly string[]): void {
  if (hashes.length > 0) c.set('inlineScriptHashes', hashes);
}

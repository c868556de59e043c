/**
 * A downloaded file's answer: its type, an attachment Content-Disposition with a sanitised name
 * (downloadFileName: at most 240 bytes of UTF-8) and never a cache. Files are whatever a clinic stored,
 * served from our origin: nosniff and a sandboxing policy keep an HTML or SVG "attachment" from running
 * as the portal if someone opens its address directly.
 */
import type { Context } from 'hono';
import { downloadFileName } from '../../src/api';
import { withExtension } from '../../src/domain/result-rules';
import type { StoredFile } from './result-files';

export const FILE_CSP = "default-src 'none'; sandbox";

/** The name with its type's extension (the rule the app names its saved files by), cut to size. */
export function fileNameOf(file: Pick<StoredFile, 'title' | 'mimeType'>): string {
  return downloadFileName(withExtension(file.title, file.mimeType));
}

/** RFC 5987 value characters: what encodeURIComponent leaves, less ' ( ) * which it also leaves. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"` and, for a name that is not plain ASCII, `filename*=UTF-8''…` beside it. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

export function sendFile(c: Context, file: StoredFile): Response {
  c.header('Content-Type', file.mimeType);
  c.header('Content-Length', String(file.bytes.byteLength));
  c.header('Content-Disposition', contentDisposition(fileNameOf(file)));
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', FILE_CSP);
  return c.body(new Uint8Array(file.bytes));
}

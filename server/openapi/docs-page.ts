/**
 * The API reference as one HTML page, rendered on the server from the document: no script at all, so
 * the app's Content-Security-Policy needs no exception, and it reads the same in any browser. Each
 * operation lists its parameters, body and answers with their JSON Schemas, collapsed by default.
 */
import type { ApiDocument } from './document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const STYLE = `
body{margin:0;font-family:"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",sans-serif;color:#242424;background:#fafafa}
header{background:#0f6cbd;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px;font-weight:600}
main{max-width:960px;margin:0 auto;padding:16px 24px}
section{background:#fff;border:1px solid #e0e0e0;border-radius:8px;margin:12px 0;padding:12px 16px}
h2{font-size:16px;margin:0 0 8px;font-family:ui-monospace,Consolas,monospace}
.m{display:inline-block;min-width:48px;padding:2px 8px;border-radius:4px;color:#fff;font-size:12px;margin-right:8px;text-align:center}
.get{background:#107c10}.post{background:#0f6cbd}.lock{font-size:12px;color:#616161;margin-left:8px}
details{margin:4px 0}summary{cursor:pointer}pre{background:#f5f5f5;padding:8px;border-radius:4px;overflow:auto;font-size:12px}
`;

function operationHtml(path: string, method: string, op: Record<string, unknown>): string {
  const secured = Array.isArray(op.security) ? '<span class="lock">needs a bearer token</span>' : '';
  const parts = [
    `<h2><span class="m ${method}">${method.toUpperCase()}</span>${escapeHtml(path)}${secured}</h2>`,
  ];
  const parameters = (op.parameters as unknown[] | undefined) ?? [];
  if (parameters.length > 0)
    parts.push(`<details><summary>Parameters</summary>${json(parameters)}</details>`);
  if (op.requestBody) parts.push(`<details><summary>Request body</summary>${json(op.requestBody)}</details>`);
  for (const [status, answer] of Object.entries(op.responses as Record<string, { description?: string }>)) {
    const title = `${escapeHtml(status)} — ${escapeHtml(answer.description ?? '')}`;
    parts.push(`<details><summary>${title}</summary>${json(answer)}</details>`);
  }
  return `<section id="${escapeHtml(`${method}-${path}`)}">${parts.join('')}</section>`;
}

export function docsPage(document: ApiDocument): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operationHtml(path, method, op)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>${STYLE}</style></head><body><header><h1>${escapeHtml(document.info.title)}</h1></header><main>
<p>${escapeHtml(document.info.description)} The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI ${document.openapi}).</p>
${sections.join('\n')}</main></body></html>`;
}

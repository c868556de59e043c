/**
 * Result files opened once, kept for reading again offline: in a Cache Storage cache of the login that
 * opened them (../account/private-caches.ts), so another login on this device never reads them, and
 * every wipe (logout, a forced one, a new login, a client switch) deletes them. The network comes
 * first; only when it fails (offline, or the server not answering) is the kept copy given, with the
 * time it was kept.
 */
import type { Download } from '../api-client';
import { type CacheStorageLike, privateCacheName } from '../account/private-caches';

export interface ResultFileRef {
  kind: 'attachment' | 'protocol';
  id: number;
}

/** A file as the tab saves it; `storedAt` is set when it came from this device, not the server. */
export interface ResultFile extends Download {
  storedAt: number | null;
}

const AREA = 'result-files';
const NAME_HEADER = 'X-Priyom-File-Name';
const STORED_AT_HEADER = 'X-Priyom-Stored-At';

// Cache entries are keyed by URL; this one is never fetched, it only names the file.
const entryUrl = (file: ResultFileRef) => `https://result-files.priyom.invalid/${file.kind}/${file.id}`;

export async function keepFile(
  caches: CacheStorageLike,
  loginId: string,
  file: ResultFileRef,
  download: Download,
  storedAt: number,
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': download.contentType,
    [STORED_AT_HEADER]: String(storedAt),
  };
  if (download.fileName !== null) headers[NAME_HEADER] = encodeURIComponent(download.fileName);
  const cache = await caches.open(privateCacheName(AREA, loginId));
  await cache.put(entryUrl(file), new Response(download.bytes.slice(0), { headers }));
}

export async function keptFile(
  caches: CacheStorageLike,
  loginId: string,
  file: ResultFileRef,
): Promise<ResultFile | null> {
  if (!(await caches.keys()).includes(privateCacheName(AREA, loginId))) return null;
  const cache = await caches.open(privateCacheName(AREA, loginId));
  const response = await cache.match(entryUrl(file));
  if (!response) return null;
  const name = response.headers.get(NAME_HEADER);
  return {
    bytes: await response.arrayBuffer(),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    fileName: name === null ? null : decodeURIComponent(name),
    storedAt: Number(response.headers.get(STORED_AT_HEADER)) || null,
  };
}

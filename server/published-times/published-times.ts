/**
 * The published free times as answers: the `$bulk-publish` manifest and its NDJSON files, each with a
 * strong ETag, made from one read of the network kept for at most `ttlMs` (memo.ts: read again ahead of
 * expiry under steady use), so a time booked or freed anywhere shows in the files within that time. A
 * file's answer is made when first asked for in a read, and kept (with its compressed bytes) while the
 * read lasts, up to KEPT_BYTES of text; the manifest's is made once per read for the plain ask and per
 * request for a `_since` one.
 *
 * `_since` (an instant): the manifest lists only the files with a resource changed since then, each file
 * whole; `transactionTime` is when the newest of them changed (when this instance first read it), which
 * a client sends as its next `_since`. The files hold no `_since` of their own.
 */
import type { JsonAnswer } from '../http/json-answer';
import { textAnswer, toJsonAnswer } from '../http/json-answer';
import { memoize } from '../memo';
import {
  createVersionBook,
  type FileVersion,
  type PublishedFile,
  publishedFiles,
  type VersionBook,
} from './published-files';
import { type NetworkSources, type PublishedNetwork, readPublishedNetwork } from './published-network';

export const NDJSON_TYPE = 'application/fhir+ndjson';

/** The text of file answers a read keeps; past this, answers are made again per request. */
const KEPT_BYTES = 32 * 1024 * 1024;

export interface ManifestAsk {
  /** The portal's address, without a trailing slash. */
  base: string;
  /** The manifest's path (`…/$bulk-publish`); its folder holds the files. */
  path: string;
  /** The `_since` instant (ms) and its text as asked; null: every file. */
  since: { at: number; text: string } | null;
}

export interface PublishedTimes {
  manifest(ask: ManifestAsk): Promise<JsonAnswer>;
  /** A file of the current read by its path under the manifest's folder; null: none such. */
  file(base: string, path: string): Promise<JsonAnswer | null>;
}

interface Read {
  network: PublishedNetwork;
  files: Map<string, PublishedFile>;
  /** When each file changed, worked out on the first manifest asked of this read. */
  versions: Map<string, FileVersion> | null;
  /** File answers by address and path, up to KEPT_BYTES of text. */
  answers: Map<string, JsonAnswer>;
  keptBytes: number;
  /** The plain manifest by address. */
  manifests: Map<string, JsonAnswer>;
}

/** Addresses whose plain manifest a read keeps at once (a portal reached under a few host names). */
const MAX_MANIFESTS = 4;

export function createPublishedTimes(
  sources: NetworkSources,
  ttlMs: number,
  now: () => number = Date.now,
): PublishedTimes {
  const book: VersionBook = createVersionBook();
  let last: PublishedNetwork | null = null;
  const reads = memoize(
    async (): Promise<Read> => {
      const network = await readPublishedNetwork(sources, last);
      last = network;
      const files = new Map(publishedFiles(network).map((file) => [file.path, file]));
      return { network, files, versions: null, answers: new Map(), keptBytes: 0, manifests: new Map() };
    },
    ttlMs,
    now,
  );

  const versionsOf = (read: Read) => {
    if (!read.versions) {
      const fingerprints = new Map<string, string>();
      for (const [path, file] of read.files) fingerprints.set(path, file.fingerprint());
      read.versions = book.versions(read.network.at, fingerprints);
    }
    return read.versions;
  };

  return {
    async manifest({ base, path, since }) {
      const read = await reads.get();
      const kept = since === null ? read.manifests.get(base) : undefined;
      if (kept) return kept;
      const versions = versionsOf(read);
      const folder = `${base}${path.slice(0, path.lastIndexOf('/') + 1)}`;
      let newest = 0;
      for (const version of versions.values()) newest = Math.max(newest, version.changedAt);
      const listed = [...read.files.values()].filter(
        (file) => since === null || (versions.get(file.path)?.changedAt ?? read.network.at) > since.at,
      );
      const manifest = {
        transactionTime: new Date(newest || read.network.at).toISOString(),
        request: `${base}${path}${since ? `?_since=${encodeURIComponent(since.text)}` : ''}`,
        requiresAccessToken: false,
        output: listed.map((file) => ({ type: file.type, url: `${folder}${file.path}` })),
        error: [],
      };
      if (since !== null) return toJsonAnswer(manifest);
      const answer = toJsonAnswer(manifest, 'thorough');
      if (read.manifests.size >= MAX_MANIFESTS) read.manifests.clear();
      read.manifests.set(base, answer);
      return answer;
    },

    async file(base, path) {
      const read = await reads.get();
      const key = `${base} ${path}`;
      const kept = read.answers.get(key);
      if (kept) return kept;
      const file = read.files.get(path);
      if (!file) return null;
      const text = file.text(base);
      const size = Buffer.byteLength(text);
      // A kept answer is compressed once for many requests; one made per request, cheaply.
      if (read.keptBytes + size > KEPT_BYTES) return textAnswer(text, NDJSON_TYPE, 'quick');
      const answer = textAnswer(text, NDJSON_TYPE, 'thorough');
      read.answers.set(key, answer);
      read.keptBytes += size;
      return answer;
    },
  };
}

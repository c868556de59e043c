/**
 * The query parameter a lazy chunk's retry carries (`/assets/X-hash.js?retry=2`). A browser that keeps
 * a failed module import answers the same URL with the same failure and sends no request, so each try
 * after a failure asks for the chunk at a URL of its own. The server ignores the query of a built file;
 * the service worker ignores this parameter when it looks a chunk up in its precache.
 */
export const CHUNK_RETRY_PARAM = 'retry';

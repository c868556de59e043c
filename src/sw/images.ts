/**
 * Public images only: clinic logos, doctor avatars and static images. They carry no private data,
 * so a shared cache is fine. Cache first with a bound on count and age.
 */
/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const IMAGE_CACHE = 'priyom-images-v1';

const isPublicImage = (url: URL) =>
  url.origin === self.location.origin &&
  (/^\/api\/clinics\/(doctors\/)?[^/]+\/(logotype|avatar)\.image$/.test(url.pathname) ||
    url.pathname.startsWith('/images/'));

export function registerImageCache(): void {
  registerRoute(
    ({ url }) => isPublicImage(url),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
}

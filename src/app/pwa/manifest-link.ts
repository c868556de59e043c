/**
 * The web app manifest's link, added once the page is idle rather than written in index.html: the
 * browser fetches a manifest it finds in the page (and then its icons) at once, before the first paint,
 * and Lighthouse's simulated LCP waits for every such request. Installing needs the manifest,
 * not the moment it arrived: Chromium looks at a link added later too.
 */
export const MANIFEST_HREF = '/manifest.webmanifest';

export function addManifestLink(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.appendChild(link);
}

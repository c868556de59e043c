// @vitest-environment jsdom
/** The manifest's link, added by the app once idle (src/app/pwa/manifest-link.ts). */
import { describe, expect, it } from 'vitest';
import { addManifestLink, MANIFEST_HREF } from '../../src/app/pwa/manifest-link';

describe('manifest link', () => {
  it('adds one link to the manifest, however often it is asked', () => {
    document.head.innerHTML = '<title>Приём</title>';
    addManifestLink();
    addManifestLink();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('leaves a page that has one as it is', () => {
    document.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';
    addManifestLink();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/other.webmanifest',
    );
  });
});

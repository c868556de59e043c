/** Which pages the server draws with the app's components (server/http/drawn-routes.ts). */
import { describe, expect, it } from 'vitest';
import { isDrawnRoute } from '../../server/http/drawn-routes';

describe('isDrawnRoute', () => {
  it('draws every public screen and the personal links’ frames', () => {
    for (const path of [
      '/',
      '/clinic/1/menu',
      '/clinic/1',
      '/clinic/1/services',
      '/clinic/1/services/101',
      '/clinic/1/service/1001',
      '/clinic/1/doctors',
      '/clinic/1/doctor/4',
      '/clinic/1/specialties',
      '/authorization',
      '/privacy-policy',
      '/end-user-license-agreement',
      '/feedback/AAAAAAAAAA',
      '/appointment/AAAAAAAAAA',
    ])
      expect(isDrawnRoute(path), path).toBe(true);
  });

  it('draws no signed-in screen (its data is private), no unknown address, and not the plain shell', () => {
    for (const path of ['/appointments', '/profile', '/service-results', '/no-such-screen', '/index.html'])
      expect(isDrawnRoute(path), path).toBe(false);
  });
});

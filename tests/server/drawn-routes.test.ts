/** Which pages the server draws with the app's components (server/http/drawn-routes.ts). */
import { describe, expect, it } from 'vitest';
import { isDrawnRoute, legalTextsOf } from '../../server/http/drawn-routes';

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

describe('legalTextsOf', () => {
  it('gives a drawn screen only the legal text it shows, and the other pages all of them', () => {
    for (const path of [
      '/',
      '/clinic/1/menu',
      '/authorization',
      '/clinic/1/doctor/4',
      '/feedback/AAAAAAAAAA',
    ])
      expect(legalTextsOf(path), path).toBe('none');
    expect(legalTextsOf('/privacy-policy')).toBe('privacyPolicy');
    expect(legalTextsOf('/end-user-license-agreement')).toBe('endUserLicenseAgreement');
    for (const path of ['/profile', '/index.html', '/no-such']) expect(legalTextsOf(path), path).toBe('all');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureMarketingContext, MOBILE_APP_EVENT_DELAY_MS } from '../../src/app/state/marketing';

afterEach(() => {
  sessionStorage.clear();
  window.__priyomEvents = [];
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('captureMarketingContext', () => {
  it('stores the context and removes only the visit parameters from the address bar', () => {
    window.history.replaceState(
      { idx: 0, key: 'k' },
      '',
      '/clinic/1/menu?roistatVisit=r1&coMagicVisit=c1&ref=5&utmSource=site#top',
    );
    const context = captureMarketingContext();
    expect(context).toEqual({ utmSource: 'site', roistatVisit: 'r1', coMagicVisit: 'c1', referralId: 5 });
    expect(JSON.parse(sessionStorage.getItem('priyom.marketing') ?? 'null')).toEqual(context);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/clinic/1/menu?ref=5&utmSource=site#top',
    );
    expect(window.history.state).toEqual({ idx: 0, key: 'k' });
  });

  it('keeps the session context on a later start without parameters', () => {
    window.history.replaceState(null, '', '/?roistatVisit=r1');
    captureMarketingContext();
    window.history.replaceState(null, '', '/');
    expect(captureMarketingContext().roistatVisit).toBe('r1');
  });

  it('records the mobile-app sign-in about 2 s after a mobileApp start', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?utmSource=mobileApp');
    captureMarketingContext();
    expect(window.__priyomEvents ?? []).toEqual([]);
    vi.advanceTimersByTime(MOBILE_APP_EVENT_DELAY_MS);
    expect(window.__priyomEvents?.map((event) => event.name)).toEqual(['mobileAppSignIn']);
  });

  it('does not record it again on a reload, nor on a start whose query no longer says mobileApp', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?utmSource=mobileApp');
    captureMarketingContext();
    vi.advanceTimersByTime(MOBILE_APP_EVENT_DELAY_MS);
    // A reload of the same address: the session has sent it already.
    captureMarketingContext();
    vi.advanceTimersByTime(MOBILE_APP_EVENT_DELAY_MS);
    expect(window.__priyomEvents?.map((event) => event.name)).toEqual(['mobileAppSignIn']);
  });

  it('a start without mobileApp in its query records nothing, though the session context has it', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    sessionStorage.setItem('priyom.marketing', JSON.stringify({ utmSource: 'mobileApp' }));
    window.history.replaceState(null, '', '/clinic/1/menu');
    expect(captureMarketingContext().utmSource).toBe('mobileApp');
    vi.advanceTimersByTime(MOBILE_APP_EVENT_DELAY_MS * 2);
    expect(window.__priyomEvents ?? []).toEqual([]);
  });
});

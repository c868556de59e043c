// @vitest-environment jsdom
/**
 * Which configuration the UI uses when the page's copy (index.html) and the worker's stored copy
 * disagree: the page's, until the worker has fetched one in this tab's life; one refresh per tab.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import type { Configuration } from '../../src/api/configuration';
import type { ViewState } from '../../src/data/view-types';
import { embeddedConfiguration } from '../../src/app/state/configuration';
import { withoutLegalTexts } from '../../src/api/configuration-embed';
import {
  resetConfigurationRefreshForTest,
  useConfiguration,
  useLegalText,
} from '../../src/app/live/use-configuration';

const live = vi.hoisted(() => ({
  refresh: vi.fn(async () => ({ ok: true, value: undefined })),
}));

vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => live.refresh }));
// The worker's view as a plain signal, with no watch behind it.
vi.mock('../../src/app/live/configuration', async () => {
  const { signal } = await import('@preact/signals-react');
  return { storedConfiguration: signal(null), useConfigurationWatch: () => undefined };
});
const { storedConfiguration } = await import('../../src/app/live/configuration');
const setView = (view: ViewState<Configuration>) => {
  act(() => {
    storedConfiguration.value = view;
  });
};

const stored = (data: Configuration | null, updatedAt: number | null): ViewState<Configuration> => ({
  data,
  updatedAt,
  stale: false,
  refreshing: false,
  lastError: null,
});

const page: Configuration = { ...DEMO_CONFIGURATION, currencySymbol: '₽' };
const older: Configuration = { ...DEMO_CONFIGURATION, currencySymbol: 'руб.' };
const anHourAgo = Date.now() - 3_000_000;

beforeEach(() => {
  resetConfigurationRefreshForTest();
  live.refresh.mockClear();
  embeddedConfiguration.value = page;
});

afterEach(() => cleanup());

describe('useConfiguration', () => {
  it('uses the page’s copy until the worker answers, then the stored one when they agree', () => {
    setView(stored(null, null));
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useConfiguration();
    });
    expect(result.current).toBe(page);
    const before = renders;
    setView(stored({ ...page }, anHourAgo));
    // The same content: still the page's object, and no render for it.
    expect(result.current).toBe(page);
    expect(renders).toBe(before);
    // The same content with its keys in another order (as read back from the worker's database).
    const reordered = Object.fromEntries(Object.entries(page).reverse()) as Configuration;
    setView(stored(reordered, anHourAgo));
    expect(result.current).toBe(page);
    expect(renders).toBe(before);
    expect(live.refresh).not.toHaveBeenCalled();
  });

  it('prefers the page’s copy over an older stored one and asks the worker once to fetch it now', () => {
    setView(stored(older, anHourAgo));
    const first = renderHook(() => useConfiguration());
    const second = renderHook(() => useConfiguration());
    expect(first.result.current).toBe(page);
    expect(second.result.current).toBe(page);
    expect(live.refresh).toHaveBeenCalledExactlyOnceWith('configuration');
  });

  it('a copy the worker fetched after the tab started is the newest of all and wins', () => {
    setView(stored(older, anHourAgo));
    const { result } = renderHook(() => useConfiguration());
    expect(result.current).toBe(page);
    const fetched: Configuration = { ...DEMO_CONFIGURATION, currencySymbol: '$' };
    setView(stored(fetched, Date.now() + 1));
    expect(result.current).toBe(fetched);
  });

  it('with no page copy (an unreadable block) the stored one is used as it is', () => {
    embeddedConfiguration.value = null;
    setView(stored(older, anHourAgo));
    const { result } = renderHook(() => useConfiguration());
    expect(result.current).toBe(older);
    expect(live.refresh).not.toHaveBeenCalled();
  });

  it('a page that left out its legal texts agrees with a stored copy that has them: no render, no refresh', () => {
    const short = withoutLegalTexts(page);
    expect(short.endUserLicenseAgreement).not.toBe(page.endUserLicenseAgreement);
    embeddedConfiguration.value = short;
    setView(stored(null, null));
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useConfiguration();
    });
    const before = renders;
    setView(stored({ ...page }, anHourAgo));
    expect(result.current).toBe(short);
    expect(renders).toBe(before);
    expect(live.refresh).not.toHaveBeenCalled();
    // A text taken away since the page was drawn is a disagreement.
    setView(stored({ ...page, privacyPolicy: null }, anHourAgo));
    expect(live.refresh).toHaveBeenCalledExactlyOnceWith('configuration');
  });
});

describe('useLegalText', () => {
  it('is the page’s text, or the stored copy’s when the page left it out, undefined until that is read', () => {
    const { result: whole } = renderHook(() => useLegalText('privacyPolicy'));
    expect(whole.current).toBe(page.privacyPolicy);
    cleanup();
    embeddedConfiguration.value = withoutLegalTexts(page);
    setView(stored(null, null));
    const { result } = renderHook(() => useLegalText('privacyPolicy'));
    expect(result.current).toBeUndefined();
    setView(stored({ ...page }, anHourAgo));
    expect(result.current).toBe(page.privacyPolicy);
  });
});

// @vitest-environment jsdom
/**
 * Which configuration the UI uses when the page's copy (index.html) and the worker's stored copy
 * disagree: the page's, until the worker has fetched one in this tab's life; one refresh per tab.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import type { Configuration } from '../../src/api/configuration';
import type { ViewState } from '../../src/data/view-types';
import { embeddedConfiguration } from '../../src/app/state/configuration';
import { resetConfigurationRefreshForTest, useConfiguration } from '../../src/app/state/use-configuration';

const live = vi.hoisted(() => ({
  view: null as unknown,
  refresh: vi.fn(async () => ({ ok: true })),
}));

vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => live.refresh }));
vi.mock('../../src/app/live/configuration', () => ({ useConfigurationView: () => live.view }));

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
    live.view = stored(null, null);
    const { result, rerender } = renderHook(() => useConfiguration());
    expect(result.current).toBe(page);
    live.view = stored({ ...page }, anHourAgo);
    rerender();
    expect(result.current).toEqual(page);
    expect(live.refresh).not.toHaveBeenCalled();
  });

  it('prefers the page’s copy over an older stored one and asks the worker once to fetch it now', () => {
    live.view = stored(older, anHourAgo);
    const first = renderHook(() => useConfiguration());
    const second = renderHook(() => useConfiguration());
    expect(first.result.current).toBe(page);
    expect(second.result.current).toBe(page);
    expect(live.refresh).toHaveBeenCalledExactlyOnceWith('configuration');
  });

  it('a copy the worker fetched after the tab started is the newest of all and wins', () => {
    live.view = stored(older, anHourAgo);
    const { result, rerender } = renderHook(() => useConfiguration());
    const fetched: Configuration = { ...DEMO_CONFIGURATION, currencySymbol: '$' };
    live.view = stored(fetched, Date.now() + 1);
    rerender();
    expect(result.current).toBe(fetched);
  });

  it('with no page copy (an unreadable block) the stored one is used as it is', () => {
    embeddedConfiguration.value = null;
    live.view = stored(older, anHourAgo);
    const { result } = renderHook(() => useConfiguration());
    expect(result.current).toBe(older);
    expect(live.refresh).not.toHaveBeenCalled();
  });
});

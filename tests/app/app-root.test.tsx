// @vitest-environment jsdom
/**
 * When the data worker cannot start (no IndexedDB: every watch rejects), the configuration falls back
 * to the embedded copy instead of throwing, the app still renders (the failing screen shows its own
 * error), and anything that throws above the routes lands on the root error boundary, never a blank page.
 */
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Configuration } from '../../src/api/configuration';
import { App } from '../../src/app/App';
import { initI18n } from '../../src/app/i18n';
import { AppErrorBoundary } from '../../src/app/shell/AppErrorBoundary';
import { embeddedConfiguration } from '../../src/app/state/configuration';
import { useConfiguration } from '../../src/app/live/use-configuration';

vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => ({
    watch: () => Promise.reject(new Error('no IndexedDB')),
    unwatch: async () => undefined,
    refresh: async () => ({ ok: false, error: { kind: 'offline', errors: {} } }),
  }),
}));

const embedded = { apiBase: '/api', alpha2: 'RU' } as unknown as Configuration;

beforeAll(() => {
  initI18n('ru');
});
afterEach(() => {
  cleanup();
  embeddedConfiguration.value = null;
  vi.restoreAllMocks();
});

describe('the app root without a data worker', () => {
  it('useConfiguration falls back to the embedded configuration when its view fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embeddedConfiguration.value = embedded;
    const { result } = renderHook(() => useConfiguration());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(result.current).toBe(embedded);
  });

  it('the app renders: the failing screen shows its error, the page is never blank', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embeddedConfiguration.value = embedded;
    render(<App />);
    // A generous wait: on a loaded two-core machine the first render of the whole app can take seconds.
    expect(
      await screen.findByRole('heading', { name: 'Не удалось открыть страницу' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('app-error')).toBeNull();
  });

  it('the root boundary shows a translated alert with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    function Broken(): never {
      throw new Error('theme failed');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(
      'Не удалось запустить приложение. Перезагрузите страницу.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить' })));
    expect(reload).toHaveBeenCalledOnce();
  });
});

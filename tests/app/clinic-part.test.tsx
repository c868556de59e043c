// @vitest-environment jsdom
/**
 * A clinic's pages bring that clinic and the network's size, not the whole list: the header and the
 * clinic's screen draw with it before the data worker answers, the start page never takes it for the
 * network (a part of one clinic would read as a network of one), and the worker's whole list replaces it.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useClinic } from '../../src/app/live/clinic';
import { useClinics } from '../../src/app/live/clinics';
import { initI18n } from '../../src/app/i18n';
import { Header } from '../../src/app/shell/Header';
import { provideFirstScreen } from '../../src/app/state/first-screen';
import { resetHeader } from '../../src/app/state/header';
import { testClinic } from './support/clinic';
import { worker } from './support/watch-worker';

vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'));
vi.mock('../../src/app/live/session', () => ({ accountCommands: {} }));

const clinics = [
  testClinic({ id: 1, title: 'Первая' }),
  testClinic({ id: 2, title: 'Вторая' }),
  testClinic({ id: 3, title: 'Третья' }),
];

beforeAll(async () => {
  await initI18n('ru');
});
afterEach(() => {
  cleanup();
  resetHeader();
  provideFirstScreen(null);
});

function Probe({ id }: { id: number }) {
  const whole = useClinics().data;
  const { clinic, count } = useClinic(id);
  return (
    <output data-testid="probe">
      {`${clinic?.title ?? '-'}|${count}|${whole === null ? 'none' : whole.length}`}
    </output>
  );
}

function renderAt(path: string, id: number) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Probe id={id} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

/** The worker's watch of the clinics list, once the screen has started it. */
const clinicsWatch = () =>
  vi.waitFor(() => {
    const found = worker.calls.find(
      (call) => call.active && (call.request as { view: string }).view === 'clinics',
    );
    if (!found) throw new Error('no clinics watch yet');
    return found;
  });

describe('a part of the clinics list, as a clinic page brings it', () => {
  it('draws the clinic and a return button in a network of three, and is not the list', () => {
    provideFirstScreen({ at: 5, clinics: [clinics[1]!], count: 3 });
    renderAt('/clinic/2/menu', 2);
    expect(probe()).toBe('Вторая|3|none');
    expect(screen.getByTestId('header-title-link').textContent).toBe('Вторая');
    expect(screen.getByTestId('header-back')).toBeTruthy();
  });

  it('knows no other clinic until the worker brings the whole list, which then wins', async () => {
    provideFirstScreen({ at: 5, clinics: [clinics[1]!], count: 3 });
    renderAt('/clinic/3/menu', 3);
    expect(probe()).toBe('-|3|none');
    const watch = await clinicsWatch();
    act(() =>
      watch.onChange({ data: clinics, updatedAt: 6, stale: false, refreshing: false, lastError: null }),
    );
    expect(probe()).toBe('Третья|3|3');
  });

  it('the whole list, as the start page brings it, is the list at once', () => {
    provideFirstScreen({ at: 5, clinics });
    renderAt('/clinic/1/menu', 1);
    expect(probe()).toBe('Первая|3|3');
  });

  it('a network of one clinic shows its menu without a return button', () => {
    provideFirstScreen({ at: 5, clinics: [clinics[0]!] });
    renderAt('/clinic/1/menu', 1);
    expect(probe()).toBe('Первая|1|1');
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('a clinic the page read after the stored list (added or changed since) shows as the page brought it, and the list is fetched anew', async () => {
    const added = testClinic({ id: 4, title: 'Четвёртая' });
    provideFirstScreen({ at: 10, clinics: [added], count: 4 });
    renderAt('/clinic/4/menu', 4);
    const watch = await clinicsWatch();
    // The list stored here, read before the clinic was added.
    act(() =>
      watch.onChange({ data: clinics, updatedAt: 6, stale: false, refreshing: false, lastError: null }),
    );
    expect(probe()).toBe('Четвёртая|3|3');
    await vi.waitFor(() => expect(worker.refreshes).toEqual([{ view: 'clinics', params: {} }]));
    act(() =>
      watch.onChange({
        data: [...clinics, added],
        updatedAt: 11,
        stale: false,
        refreshing: false,
        lastError: null,
      }),
    );
    expect(probe()).toBe('Четвёртая|4|4');
  });
});

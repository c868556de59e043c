// @vitest-environment jsdom
/**
 * The load-state pieces name what they load: the doctor page shows the doctor's data age and the
 * services panel's, and their two refresh buttons must not read the same; a failed first load says what
 * failed to load, and that the reader is offline when the network is the cause; data shown while offline
 * says so, with its age and what happens when the network returns.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataAge } from '../../src/app/common/load-state/DataAge';
import { LoadFailed } from '../../src/app/common/load-state/LoadFailed';
import { NoDataYet } from '../../src/app/common/load-state/NoDataYet';
import { i18n } from '../../src/app/i18n';
import type { ViewState } from '../../src/data';
import { withBothLanguages } from './both-languages';

const view: ViewState<unknown> = {
  data: [],
  updatedAt: Date.UTC(2026, 10, 24, 9, 30),
  stale: false,
  refreshing: false,
  lastError: null,
};
const refresh = async () => ({ ok: true as const });

withBothLanguages();

// The worker's `network` view (jsdom has no Worker): what the test sets.
let reachable: boolean | null = null;
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => reachable,
  useNetworkFailure: () => null,
}));
afterEach(() => {
  reachable = null;
  vi.useRealTimers();
});

describe('refresh buttons', () => {
  it.each([
    ['ru', 'Обновить данные специалиста', 'Обновить список услуг'],
    ['en-gb', "Refresh the specialist's details", 'Refresh the list of services'],
  ])('two on one page read differently (%s)', async (language, doctor, services) => {
    await i18n.changeLanguage(language);
    render(
      <FluentProvider theme={webLightTheme}>
        <DataAge view={view} refresh={refresh} subject="doctor" testId="refresh-doctors" />
        <DataAge view={view} refresh={refresh} subject="services" testId="refresh-services" />
      </FluentProvider>,
    );
    expect(screen.getByTestId('refresh-doctors').textContent).toBe(doctor);
    expect(screen.getByTestId('refresh-services').textContent).toBe(services);
  });
});

describe('a failed first load', () => {
  it.each([
    [
      'ru',
      'offline',
      'Вы не в сети: не удалось загрузить список специальностей — на этом устройстве сохранённого нет. Когда связь вернётся, загрузим сами.',
    ],
    ['ru', 'server', 'Не удалось загрузить список специальностей: сервер не отвечает. Попробуйте позже.'],
    [
      'en-gb',
      'offline',
      'You are offline: could not load the list of specialties — nothing is saved on this device yet. It will load by itself when the connection returns.',
    ],
  ] as const)('names its subject (%s, %s)', async (language, error, text) => {
    await i18n.changeLanguage(language);
    render(
      <FluentProvider theme={webLightTheme}>
        <LoadFailed error={error} refresh={refresh} subject="specialties" testId="refresh-specialties" />
      </FluentProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(text);
  });
});

describe('no data yet', () => {
  const shown = (props: { error: 'offline' | 'server' | null; quiet?: boolean }) =>
    render(
      <FluentProvider theme={webLightTheme}>
        <NoDataYet {...props} refresh={refresh} subject="doctors" testId="refresh-doctors" rows={3} />
      </FluentProvider>,
    ).container;

  it('shows the skeleton with its rows until the load fails', () => {
    const container = shown({ error: null });
    const skeleton = screen.getByTestId('list-skeleton');
    // No box of its own around it: straight in the provider's element.
    expect(skeleton.parentElement).toBe(container.firstElementChild);
    expect(skeleton.children).toHaveLength(3);
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it('shows the failure with its refresh button once it failed', () => {
    shown({ error: 'server' });
    expect(screen.getByTestId('load-failed')).toBeTruthy();
    expect(screen.getByTestId('refresh-doctors')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it.each([
    [true, 'true'],
    [false, null],
  ])('quiet %s: the skeleton in a box hidden from screen readers or not', (quiet, hidden) => {
    shown({ error: null, quiet });
    const box = screen.getByTestId('list-skeleton').parentElement!;
    expect(box.tagName).toBe('DIV');
    expect(box.getAttribute('aria-hidden')).toBe(hidden);
  });
});

describe('data shown while the network fails', () => {
  const at = Date.UTC(2026, 10, 24, 9, 30);
  it.each([
    [
      'ru',
      { lastError: 'offline' },
      null,
      'Вы не в сети — показано сохранённое на этом устройстве, обновлено 5 минут назад. Когда связь вернётся, данные обновятся сами.',
    ],
    [
      'en-gb',
      { lastError: 'offline' },
      null,
      'You are offline — shown from this device, updated 5 minutes ago. It will update by itself when the connection returns.',
    ],
    // Still within its lifetime, so nothing of its own failed: the worker's other requests did.
    [
      'ru',
      { lastError: null },
      false,
      'Вы не в сети — показано сохранённое на этом устройстве, обновлено 5 минут назад. Когда связь вернётся, данные обновятся сами.',
    ],
    [
      'en-gb',
      { lastError: 'server' },
      null,
      'The server is not responding — shown from this device, updated 5 minutes ago. It will update by itself once the server answers.',
    ],
  ] as const)('%s, %j, network reachable %s', async (language, state, network, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at + 5 * 60_000);
    reachable = network;
    await i18n.changeLanguage(language);
    render(
      <FluentProvider theme={webLightTheme}>
        <DataAge view={{ ...view, updatedAt: at, ...state }} refresh={refresh} subject="results" testId="r" />
      </FluentProvider>,
    );
    expect(screen.getByTestId('data-age').textContent).toBe(text);
  });

  it('fresh data with the network answering says nothing', () => {
    reachable = true;
    render(
      <FluentProvider theme={webLightTheme}>
        <DataAge view={view} refresh={refresh} subject="results" testId="r" />
      </FluentProvider>,
    );
    expect(screen.queryByTestId('data-age')).toBeNull();
  });
});

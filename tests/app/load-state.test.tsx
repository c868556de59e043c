// @vitest-environment jsdom
/**
 * The load-state pieces name what they load: the doctor page shows the doctor's data age and the
 * services panel's, and their two refresh buttons must not read the same; a failed first load says what
 * failed to load, and that the reader is offline when the network is the cause.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataAge } from '../../src/app/common/load-state/DataAge';
import { LoadFailed } from '../../src/app/common/load-state/LoadFailed';
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
      'Вы не в сети: не удалось загрузить список специальностей. Проверьте подключение к интернету.',
    ],
    ['ru', 'server', 'Не удалось загрузить список специальностей: сервер не отвечает. Попробуйте позже.'],
    [
      'en-gb',
      'offline',
      'You are offline: could not load the list of specialties. Please check your internet connection.',
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

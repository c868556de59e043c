// @vitest-environment jsdom
/**
 * The header's title on routes whose title belongs to the route: it shows even when the screen there
 * sets no header state (the real results screen sets none).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { Header } from '../../src/app/shell/Header';
import { resetHeader } from '../../src/app/state/header';

vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => ({ data: null, updatedAt: null, stale: false, refreshing: false, lastError: null }),
}));
vi.mock('../../src/app/live/session', () => ({ accountCommands: {} }));

beforeAll(async () => {
  await initI18n('ru');
});
afterEach(() => {
  cleanup();
  resetHeader();
});

function renderHeaderAt(path: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('route header titles', () => {
  it.each([
    ['/service-results', 'Результаты'],
    ['/call/Ab3%2B%2FxYz9%3D', 'Консультация специалиста'],
    ['/appointments', 'Приём'],
  ])('at %s the header reads %s without any screen setting it', (path, title) => {
    renderHeaderAt(path);
    expect(screen.getByTestId('header-title').textContent).toBe(title);
  });
});

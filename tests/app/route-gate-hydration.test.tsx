// @vitest-environment jsdom
/**
 * A logged-out-only page the server drew (the sign-in form, drawn for anyone), opened in a tab whose
 * session is already known to be logged in: the app hydrates the drawn screen without a mismatch, then
 * the guard sends the reader back. Deciding at once, the gate drew nothing where the server had drawn the
 * screen, and React dropped the page to draw it again.
 */
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { RouteGate } from '../../src/app/routes/RouteGate';
import { loggedIn, sessionKnown } from '../../src/app/state/session';
import { hydrateDrawn, unmountDrawn } from './support/hydrate-drawn';

vi.mock('../../src/app/routes/screens', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/routes/screens')>();
  const { default: Placeholder } = await import('./support/PlaceholderScreen');
  return { ...original, SCREENS: { ...original.SCREENS, authorization: Placeholder } };
});

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(() => {
  unmountDrawn();
  loggedIn.value = false;
  sessionKnown.value = false;
});

test('the drawn sign-in page hydrates for a logged-in tab, then the guard sends it to the start page', async () => {
  const paths: string[] = [];
  function Path() {
    paths.push(useLocation().pathname);
    return null;
  }
  const page = (
    <MemoryRouter initialEntries={['/authorization']}>
      <Path />
      {/* Inside the shell's main element, as in the app. */}
      <main>
        <RouteGate name="authorization" />
      </main>
    </MemoryRouter>
  );
  const { recoverable } = await hydrateDrawn(page, (drawn) => {
    expect(drawn.querySelector('[data-route="authorization"]')).not.toBeNull();
    // The data worker answered before hydration began.
    loggedIn.value = true;
    sessionKnown.value = true;
  });
  expect(recoverable).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(paths.at(-1)).toBe('/'));
});

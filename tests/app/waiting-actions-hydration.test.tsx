// @vitest-environment jsdom
/**
 * The offline queue's bar on a page the server drew: the server knows nothing of the device's queue and
 * draws the bar empty, while the data worker may already have told the tab that an action waits (a tab
 * that queued one, then logged out and opened the login page). Hydrating that page is no mismatch, which
 * would have React drop the page and what was typed in it; the bar fills once the page is the app's.
 */
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { LazyWaitingActions } from '../../src/app/shell/LazyWaitingActions';
import { followOfflineQueue } from '../../src/app/live/offline-queue';
import { hydrateDrawn, unmountDrawn } from './support/hydrate-drawn';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(() => {
  unmountDrawn();
  followOfflineQueue(queue(0));
});

/** The session view's queue with `waiting` actions of the current client's waiting. */
const queue = (waiting: number) => ({
  waiting,
  // Nothing for the service worker: the tab's retries, which ask the worker, are not what this reads.
  unsent: 0,
  pendingCancels: [],
  reports: [],
  client: null,
  otherProfiles: [],
});

/** The page as the server draws it, with a field typed into before the app ran; then hydrated. */
async function hydrateWithQueue(waiting: number) {
  let field = {} as HTMLInputElement;
  const page = (
    <div>
      <LazyWaitingActions />
      <input data-testid="typed" defaultValue="" />
    </div>
  );
  const { container, recoverable } = await hydrateDrawn(page, (drawn) => {
    field = drawn.querySelector('input') as HTMLInputElement;
    field.value = 'half-typed 123';
    // The worker's answer came before hydration began.
    followOfflineQueue(queue(waiting));
  });
  return { container, field, recoverable };
}

test('a queued action known before hydration is no mismatch: the drawn page and its text stay', async () => {
  const { container, field, recoverable } = await hydrateWithQueue(1);
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('input')).toBe(field);
  expect(field.value).toBe('half-typed 123');
  await vi.waitFor(() =>
    expect(container.querySelector('[data-testid="waiting-actions"]')?.textContent).toBe(
      '1 действие ждёт отправки: отправим, когда появится сеть',
    ),
  );
});

test('with nothing queued the bar stays empty after hydration', async () => {
  const { container, recoverable } = await hydrateWithQueue(0);
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('[data-testid="waiting-actions"]')?.textContent).toBe('');
});

/**
 * Feedback sent with no network on a first visit, before any service worker controls the page: the
 * page registers it once idle, and it takes the page over seconds later, so a patient who opens the
 * link from a text message and loses the signal meanwhile has no service worker queue to keep the
 * feedback. The data worker keeps it instead: the patient is told it waits (no part of the page fails
 * to load for want of the network), and it reaches the server once when the network returns — in the
 * same tab, or at the next visit when the tab was closed meanwhile.
 *
 * The service worker is blocked for these tests: that first-visit window held open. The network is cut
 * at a TCP proxy (Playwright's setOffline does not reach the data worker's SharedWorker).
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { CutProxy } from './cut-proxy';
import { demoLinkPath } from './demo-link';
import { expect, type RunningServer, test } from './harness';
import { behindProxy, countsOf } from './offline-support';

test.use({ serviceWorkers: 'block' });

const keyOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

function storedFeedbacks(server: RunningServer, key: string) {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return db
      .prepare('SELECT general_assessment, net_promoter_score, comment FROM feedbacks WHERE feedback_key = ?')
      .all(key);
  } finally {
    db.close();
  }
}

/**
 * Counts the page's chunks still on their way. The data worker's own script is left out: the page
 * sees its request start, never end.
 */
function scriptsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !/-worker-[\w-]+\.js$/.test(name)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Opens the feedback link (a first visit: nothing controls the page), rates, cuts the network, sends. */
async function sendOffline(page: Page, proxy: CutProxy, path: string): Promise<void> {
  const inFlight = scriptsInFlight(page);
  await page.goto(`${proxy.url}${path}`);
  await expect(page.getByTestId('feedback-doctor')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  for (const [rating, name] of [
    ['rating-assessment', '4.5 из 5'],
    ['rating-recommend', '5 из 5'],
  ] as const) {
    await page.getByTestId(rating).getByRole('radio', { name, exact: true }).click({ force: true });
  }
  await page.getByTestId('feedback-comment').fill('  Спасибо  ');
  // The chunks the page loads by itself while the patient writes have come: none on its way for longer
  // than the page waits for an idle moment to ask for more (2 s at most).
  let quiet = 0;
  await expect
    .poll(
      () => {
        quiet = inFlight() === 0 ? quiet + 1 : 0;
        return quiet;
      },
      { intervals: [250] },
    )
    .toBeGreaterThanOrEqual(9);
  const refused = proxy.refused();
  proxy.cut();
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Нет сети: отзыв будет отправлен')).toBeVisible();
  await expect(page.getByTestId('waiting-actions')).toContainText('1 действие ждёт отправки');
  await expect(page.getByTestId('part-failed')).toHaveCount(0);
  // The data worker's request really failed: the proxy turned its connection away.
  expect(proxy.refused()).toBeGreaterThan(refused);
}

test('feedback sent offline before the service worker controls the page waits, then reaches the server once', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const path = await demoLinkPath(server, 'feedback');
    const before = countsOf(server);
    await sendOffline(page, proxy, path);
    // The tab's retries meanwhile find no network and change nothing.
    await page.waitForTimeout(2500);
    expect(countsOf(server)).toEqual(before);
    await expect(page.getByTestId('waiting-actions')).toContainText('1 действие ждёт отправки');

    proxy.restore();
    await expect(page.getByText('Отзыв отправлен', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('waiting-actions')).toHaveText('');
    // Once, as written (the comment trimmed), and no second time for later retries.
    await page.waitForTimeout(2500);
    const after = countsOf(server);
    expect(after.feedbacks - before.feedbacks).toBe(1);
    expect(after.answers - before.answers).toBe(1);
    expect(storedFeedbacks(server, keyOf(path))).toEqual([
      { general_assessment: 9, net_promoter_score: 10, comment: 'Спасибо' },
    ]);
  });
});

test('feedback kept offline in a tab closed before the network returned is sent once at the next visit', async ({
  context,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const path = await demoLinkPath(server, 'feedback');
    const before = countsOf(server);
    const first = await context.newPage();
    await sendOffline(first, proxy, path);
    await first.close();
    expect(countsOf(server)).toEqual(before);

    proxy.restore();
    const again = await context.newPage();
    await again.goto(proxy.url);
    await expect(again.getByText('Отзыв отправлен', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(again.getByTestId('waiting-actions')).toHaveText('');
    const after = countsOf(server);
    expect(after.feedbacks - before.feedbacks).toBe(1);
    expect(after.answers - before.answers).toBe(1);
  });
});

/**
 * The walking skeleton end to end: server → data worker (RxDB in a SharedWorker, or one dedicated
 * worker per tab) → React → service worker.
 */
import Database from 'better-sqlite3';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, type RunningServer, test } from './harness';
import { hooks } from './shell-support';
import { untilServiceWorkerControls } from './service-worker';

async function seededTitles(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.url}/api/clinics/list`);
  const body = (await response.json()) as { clinics: Array<{ title: string }> };
  return body.clinics.map((clinic) => clinic.title);
}

async function renameClinic(server: RunningServer, from: string, to: string): Promise<void> {
  const db = new Database(server.databaseFile);
  try {
    const changed = db.prepare('update clinics set title = ? where title = ?').run(to, from).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Pages of the context run the app's fallback, a dedicated worker per tab (older Chrome on Android has
 * no SharedWorker); Playwright's routes also see a dedicated worker's requests, not a SharedWorker's.
 */
async function withoutSharedWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
}

const embeddedConfiguration = (page: Page) => page.locator('#priyom-configuration').textContent();

const titles = (page: Page) => page.getByTestId('clinic-title');

async function workerHello(page: Page): Promise<{ workerId: string; kind: string }> {
  await page.waitForFunction(() => 'hello' in ((window as { __priyom?: object }).__priyom ?? {}));
  return page.evaluate(() =>
    (
      window as unknown as { __priyom: { hello(): Promise<{ workerId: string; kind: string }> } }
    ).__priyom.hello(),
  );
}

test('the start page lists the clinics from the server, in Russian', async ({ page, server }) => {
  const expected = await seededTitles(server);
  expect(expected.length).toBeGreaterThanOrEqual(3);
  await page.goto(server.url);
  await expect(titles(page)).toHaveText(expected);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The logo is decoration inside the row's link (alt=""): find it by its test id.
  const logo = page.getByTestId('clinic-logo').first();
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('src', /\/api\/clinics\/.+\/logotype\.image$/);
});

test('the first screen paints from the page itself: clinics show while the data worker has not answered', async ({
  context,
  page,
  server,
}) => {
  const expected = await seededTitles(server);
  // A dedicated worker (whose requests routes see) that never gets the list: only the page has it.
  await withoutSharedWorker(context);
  await context.route('**/api/clinics/list', (route) => route.abort());
  await page.goto(server.url);
  await expect(titles(page)).toHaveText(expected);
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  // The worker adopted the page's list: the view settles on it without a request and without an error.
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(titles(page)).toHaveText(expected);
});

test('a clinic menu opened directly brings its clinic alone: drawn with its return button while the list is held, and back leads to every clinic', async ({
  context,
  page,
  server,
}) => {
  const expected = await seededTitles(server);
  // A dedicated worker (whose requests routes see), its list held until the menu has been checked.
  await withoutSharedWorker(context);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/clinics/list', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/clinic/2/menu`);
  const brought = JSON.parse((await page.locator('#priyom-first-screen').textContent()) ?? 'null') as {
    clinics: { title: string }[];
    count: number;
  };
  expect(brought.clinics.map((clinic) => clinic.title)).toEqual([expected[1]]);
  expect(brought.count).toBe(expected.length);
  await hooks(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[1]!);
  await expect(page.getByTestId('header-back')).toBeVisible();
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  release();
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(titles(page)).toHaveText(expected);
});

test('the start page and a clinic menu come drawn by the server: with no script the clinics and sections are links', async ({
  browser,
  server,
}) => {
  const expected = await seededTitles(server);
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const page = await plain.newPage();
  await page.goto(server.url);
  await expect(titles(page)).toHaveText(expected);
  await page.getByRole('link', { name: new RegExp(expected[0]!) }).click();
  await expect(page).toHaveURL(/\/clinic\/1\/menu$/);
  await expect(page.getByTestId('clinic-menu-specialists')).toBeVisible();
  await page.getByTestId('clinic-menu-specialists').click();
  await expect(page).toHaveURL(/\/clinic\/1\/doctors$/);
  await expect(page.getByTestId('doctor-row').first()).toBeVisible();
  await plain.close();
});

test('a failed first load says why and offers a refresh; the list comes once the server answers', async ({
  context,
  page,
  server,
}) => {
  const expected = await seededTitles(server);
  await withoutSharedWorker(context);
  // A page without the clinics embedded and not drawn by the server (the build's offline shell, as the
  // server sends it for a screen it does not draw: the profile)... A drawn start page without its data
  // would be a page no server sends, whose rows the app could not hydrate.
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch({ url: new URL('/profile', route.request().url()).href });
      const body = (await response.text()).replace(
        /(<script id="priyom-first-screen" type="application\/json">)[^<]*/,
        '$1',
      );
      await route.fulfill({ response, body });
    },
  );
  // ...and the list answers 503 until unrouted.
  const failing = (route: Route) => route.fulfill({ status: 503, body: '' });
  await context.route('**/api/clinics/list', failing);
  await page.goto(server.url);
  expect(await page.locator('#priyom-first-screen').textContent()).toBe('');
  await expect(page.getByRole('alert')).toHaveText(
    'Не удалось загрузить список клиник: сервер не отвечает. Попробуйте позже.',
  );
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  await context.unroute('**/api/clinics/list', failing);
  await page.getByTestId('refresh-clinics').click();
  await expect(titles(page)).toHaveText(expected);
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after the server stops, a reload still shows the clinics', async ({ page, server }) => {
    const expected = await seededTitles(server);
    await page.goto(server.url);
    await expect(titles(page)).toHaveText(expected);
    await untilServiceWorkerControls(page);
    // Under the service worker, '/' still comes from the server, with the configuration filled in.
    await page.reload();
    await expect(titles(page)).toHaveText(expected);
    expect(await embeddedConfiguration(page)).not.toContain('__PRIYOM_CONFIGURATION__');

    // The logos came through the service worker on that reload and sit in its image cache.
    const logoCount = await page.locator('[data-testid="clinic-row"] img').count();
    expect(logoCount).toBe(expected.length);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('priyom-images-v1')).keys()).length))
      .toBe(logoCount);

    await server.stop();
    await page.reload();
    await expect(titles(page)).toHaveText(expected);
    // With the server gone, every logo still draws (from the image cache).
    const logos = page.locator('[data-testid="clinic-row"] img');
    await expect(logos).toHaveCount(expected.length);
    await expect
      .poll(() =>
        logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    // The last page from the server is kept, so even offline the configuration is there at first paint.
    expect(await embeddedConfiguration(page)).not.toContain('__PRIYOM_CONFIGURATION__');
    // A navigation to another route of the app opens offline too.
    await page.goto(`${server.url}/privacy-policy`);
    await page.goto(server.url);
    await expect(titles(page)).toHaveText(expected);
  });
});

for (const mode of ['SharedWorker', 'dedicated workers (SharedWorker removed)'] as const) {
  test(`two tabs stay coherent: ${mode}`, async ({ context, server }) => {
    if (mode !== 'SharedWorker') {
      await withoutSharedWorker(context);
    }
    const [first, second] = [await context.newPage(), await context.newPage()];
    const expected = await seededTitles(server);
    await first.goto(server.url);
    await second.goto(server.url);
    await expect(titles(first)).toHaveText(expected);
    await expect(titles(second)).toHaveText(expected);

    const [a, b] = [await workerHello(first), await workerHello(second)];
    if (mode === 'SharedWorker') {
      expect(a.kind).toBe('shared');
      expect(b.workerId).toBe(a.workerId);
    } else {
      expect([a.kind, b.kind]).toEqual(['dedicated', 'dedicated']);
      expect(b.workerId).not.toBe(a.workerId);
    }

    const renamed = `${expected[1]} (обновлено)`;
    await renameClinic(server, expected[1]!, renamed);
    // The server reuses a read of the list for up to 2 s (server/memo.ts): refresh until it is past.
    await expect
      .poll(
        async () => {
          await first.getByTestId('refresh-clinics').click();
          return titles(first).nth(1).textContent({ timeout: 2000 });
        },
        { intervals: [500], timeout: 10_000 },
      )
      .toBe(renamed);
    // No reload of the second tab: the change reaches it through the worker (or RxDB's cross-worker channel).
    await expect(titles(second).nth(1)).toHaveText(renamed);
  });
}

test('keyboard: the skip link comes first; after a navigation the focus is on the new page', async ({
  page,
  server,
}) => {
  await page.goto(server.url);
  await expect(titles(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.getByTestId('clinic-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
  await expect(page.locator('main h1')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

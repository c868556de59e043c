/**
 * The session across tabs in a real browser: tabs follow each other's login and logout, an
 * expired access token is refreshed once for two tabs, and the guards and logout land where the spec
 * says. Logins go through the data worker's real session (the test hooks call the same command the
 * login screen does), against the real server's seeded demo logins.
 */
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './harness';
import { dropdown, hooks, menuButton, type ShellHooks, signIn, signOut } from './shell-support';

type HookWindow = { __priyomShell: ShellHooks };

const loginButton = (page: Page) => page.getByTestId('header-login');

/**
 * After a navigation the shell moves focus into the new page (AppShell); a menu opened before that
 * would close again as focus leaves it. Wait for it first.
 */
async function landed(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false),
    )
    .toBe(true);
}

async function open(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(url);
  await hooks(page);
}

test('a second tab follows login and logout within a second', async ({ context, server }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await open(first, server.url);
  await open(second, server.url);
  await expect(loginButton(second)).toBeVisible();

  // Through the login screen in the first tab.
  await loginButton(first).click();
  await first.getByTestId('login-phone').fill('79990000002');
  await first.getByTestId('login-password').fill('demo2026');
  await first.getByTestId('login-password').press('Enter');
  await expect(menuButton(first)).toBeVisible();
  await expect(menuButton(second)).toBeVisible({ timeout: 1000 });
  await expect(loginButton(second)).toBeHidden();
  // The login event is recorded where the login happened (on its success), when the login command
  // returns: after the session (the menu button) has reached the tabs, because the command also loads
  // the personal data first.
  const events = () =>
    first.evaluate(() =>
      ((window as { __priyomEvents?: { name: string }[] }).__priyomEvents ?? []).map((event) => event.name),
    );
  await expect.poll(events).toContain('login');

  // Through the menu in the first tab.
  await menuButton(first).click();
  await dropdown(first).getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(loginButton(first)).toBeVisible();
  await expect(loginButton(second)).toBeVisible({ timeout: 1000 });
  await expect(menuButton(second)).toBeHidden();
});

test.describe('an expired access token is refreshed once for two tabs', () => {
  for (const kind of ['shared worker', 'a dedicated worker per tab'] as const) {
    test(kind, async ({ context, server }) => {
      if (kind !== 'shared worker') {
        // The fallback where SharedWorker is missing: two workers, one database, Web Locks between them.
        await context.addInitScript(() => {
          delete (globalThis as { SharedWorker?: unknown }).SharedWorker;
        });
      }
      const [first, second] = [await context.newPage(), await context.newPage()];
      await open(first, server.url);
      await open(second, server.url);
      await signIn(first);
      await expect(menuButton(second)).toBeVisible();
      const workers = await Promise.all(
        [first, second].map((page) => page.evaluate(() => window.__priyom?.hello())),
      );
      if (kind === 'shared worker') expect(workers[0]?.workerId).toBe(workers[1]?.workerId);
      else expect(workers[0]?.workerId).not.toBe(workers[1]?.workerId);

      const db = new Database(server.databaseFile);
      try {
        db.prepare(`UPDATE refresh_tokens SET access_expires_at = '2000-01-01T00:00:00.000Z'`).run();
        const answers = await Promise.all(
          [first, second].map((page) =>
            page.evaluate(() => (window as unknown as HookWindow).__priyomShell.authenticatedCallForTest()),
          ),
        );
        // Both calls reached the server with a valid token after the refresh: the old password is wrong.
        for (const keys of answers) expect(keys).toContain('errors.password.old_password_is_incorrect');
        // One refresh: the login's row rotated once into one new row, and nothing revoked.
        const rows = db
          .prepare('SELECT rotated_at, revoked_at FROM refresh_tokens ORDER BY created_at')
          .all() as { rotated_at: string | null; revoked_at: string | null }[];
        expect(rows).toHaveLength(2);
        expect(rows.filter((row) => row.rotated_at !== null)).toHaveLength(1);
        expect(rows.filter((row) => row.revoked_at !== null)).toHaveLength(0);
      } finally {
        db.close();
      }
      await expect(menuButton(first)).toBeVisible();
      await expect(menuButton(second)).toBeVisible();
    });
  }
});

test('a refused refresh ends the session: the private page goes to the root and says why', async ({
  context,
  server,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await open(first, server.url);
  await signIn(first);
  await menuButton(first).click();
  await dropdown(first).getByRole('menuitem', { name: 'Профиль' }).click();
  await landed(first, `${server.url}/profile`);
  await open(second, `${server.url}/clinic/1/menu`);
  await expect(menuButton(second)).toBeVisible();

  const db = new Database(server.databaseFile);
  try {
    db.prepare(`UPDATE refresh_tokens SET revoked_at = '2000-01-01T00:00:00.000Z'`).run();
  } finally {
    db.close();
  }
  await first.evaluate(() => (window as unknown as HookWindow).__priyomShell.authenticatedCallForTest());
  await expect(first).toHaveURL(`${server.url}/`);
  await expect(loginButton(first)).toBeVisible();
  await expect(first.getByTestId('snackbar')).toContainText('Сеанс завершён, войдите снова');
  // A public page stays where it is; it is logged out and told too.
  await expect(loginButton(second)).toBeVisible();
  await expect(second).toHaveURL(`${server.url}/clinic/1/menu`);
  await expect(second.getByTestId('snackbar')).toContainText('Сеанс завершён, войдите снова');
});

test('/authorization opened while logged in goes back where the guard says', async ({ page, server }) => {
  await open(page, `${server.url}/privacy-policy`);
  await signIn(page);
  // Typed over an app page: back to that page.
  await page.goto(`${server.url}/authorization`);
  await expect(page).toHaveURL(`${server.url}/privacy-policy`);
  await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
  await expect(menuButton(page)).toBeVisible();
  // In a new tab with nowhere to go back to: the start page.
  const fresh = await page.context().newPage();
  await fresh.goto(`${server.url}/authorization`);
  await expect(fresh).toHaveURL(`${server.url}/`);
  await expect(fresh.getByTestId('clinic-title').first()).toBeVisible();
});

test('logout from /profile reached via /clinic/1/menu lands on /', async ({ page, server }) => {
  await open(page, `${server.url}/clinic/1/menu`);
  await signIn(page);
  await menuButton(page).click();
  await dropdown(page).getByRole('menuitem', { name: 'Профиль' }).click();
  await landed(page, `${server.url}/profile`);
  await menuButton(page).click();
  await dropdown(page).getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  // And it stays there (no late step back to the clinic menu).
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${server.url}/`);
});

test.describe('the guard steps back as often as needed', () => {
  async function twoLoggedInPages(page: Page, url: string) {
    await open(page, url);
    await signIn(page);
    for (const [entry, path] of [
      ['Профиль', '/profile'],
      ['Мои записи', '/appointments'],
    ] as const) {
      await menuButton(page).click();
      await dropdown(page).getByRole('menuitem', { name: entry }).click();
      await landed(page, `${url}${path}`);
    }
  }

  test('logged out on the second of two logged-in-only pages: back past both', async ({ page, server }) => {
    await twoLoggedInPages(page, server.url);
    // Logged out elsewhere (not through the menu, which goes to the root itself).
    await signOut(page);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  });

  test('browser Back into two logged-in-only pages in a row: back past both', async ({ page, server }) => {
    await twoLoggedInPages(page, server.url);
    await page.goto(`${server.url}/privacy-policy`);
    await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
    await signOut(page);
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  });
});

/**
 * Routes in a real browser: unknown paths and malformed keys, canonical ids, guards, the router state in
 * session storage and its restore, and history entries.
 */
import { expect, test } from './harness';
import { hooks, openFirstClinicMenu, signIn, signOut, dropdown, menuButton } from './shell-support';

test.describe('redirects and guards', () => {
  test('an unknown path and a malformed key land on the start page', async ({ page, server }) => {
    for (const path of ['/no/such/page', '/call/abc', '/clinic/abc/menu']) {
      await page.goto(`${server.url}${path}`);
      await expect(page).toHaveURL(`${server.url}/`);
      await expect(page.getByTestId('clinic-title').first()).toBeVisible();
    }
  });

  test('an id written with leading zeros is replaced by its one address', async ({ page, server }) => {
    const menuPath = await openFirstClinicMenu(page, server);
    const id = /\/clinic\/(\d+)\/menu$/.exec(menuPath)![1]!;
    await page.goto(`${server.url}/clinic/00${id}/menu?utmSource=site`);
    await expect(page).toHaveURL(`${server.url}${menuPath}?utmSource=site`);
    await expect(page.getByText('Выбрать специалиста')).toBeVisible();
  });

  test('a well-formed key opens its screen, which leaves for the start page when the server does not know it', async ({
    page,
    server,
  }) => {
    // '+', '/' and '=' fit the key's format: the call screen opens and asks the server for the room,
    // which answers that it never issued this key, as it would for any other link.
    await page.goto(`${server.url}/call/Ab3%2B%2FxYz9%3D`);
    await expect(page.getByText('Ссылка не найдена: проверьте, что она скопирована целиком')).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('a logged-in-only path visited logged out goes back', async ({ page, server }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/privacy-policy`);
    await signIn(page);
    await menuButton(page).click();
    await dropdown(page).getByRole('menuitem', { name: 'Профиль' }).click();
    await expect(page).toHaveURL(`${server.url}/profile`);
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/privacy-policy`);
    await signOut(page);
    // Forward to /profile while logged out: the guard sends the user back to the previous path.
    await page.goForward();
    await expect(page).toHaveURL(`${server.url}/privacy-policy`);
    await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
    // Typed into the address bar over an app page: back to that page.
    await page.goto(`${server.url}/profile`);
    await expect(page).toHaveURL(`${server.url}/privacy-policy`);
    await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
  });

  test('a logged-in-only path opened in a new tab, with nowhere to go back to, goes to the start page', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/profile`);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  });

  test('a second tap on the control for the page already shown adds no history entry', async ({
    page,
    server,
  }) => {
    const menuPath = await openFirstClinicMenu(page, server);
    await page.getByTestId('header-login').click();
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(`${server.url}/authorization`);
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(`${server.url}${menuPath}`);
  });

  test('the router state is kept in session storage', async ({ page, server }) => {
    await page.goto(server.url);
    await hooks(page);
    await page.getByTestId('clinic-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
    // Written when the navigation commits (after the lazy screen has loaded), so poll for it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('priyom.router') ?? 'null')))
      .toMatchObject({
        position: 1,
        entries: ['/', expect.stringMatching(/^\/clinic\/\d+\/menu$/)],
      });
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('the router state is restored on start: after a reload, Back still steps through history', async ({
    page,
    server,
  }) => {
    const menuPath = await openFirstClinicMenu(page, server);
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(`${server.url}/authorization`);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('priyom.router') ?? 'null')))
      .toMatchObject({ position: 2 });
    await page.reload();
    await expect(page.getByTestId('header-back')).toBeVisible();
    // The fixed parent of /authorization is '/'; the restored history knows the clinic menu came first.
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(`${server.url}${menuPath}`);
  });
});

/**
 * The application shell in a real browser: redirects and guards, the menu as drawer and dropdown, the
 * edge swipe, the overlays that load on first use, the language switch, the scroll-up button and side
 * panel, snackbar limits, the marketing context and keyboard use.
 *
 * Test-only hooks: the harness starts the server with TEST_HOOKS=1, whose pages expose
 * window.__priyomShell (src/app/test-hooks.ts) for raising snackbars and for marking the UI session as logged in — nothing can log in yet, and the
 * menu button exists only for logged-in users. The fake session never reaches the worker or the server.
 */
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { expect, type RunningServer, startServer, test } from './harness';

interface ShellHooks {
  showSnackbar(input: { type: 'message' | 'advancedLogin'; message: string }): string;
  signInForTest(fullName?: string): void;
  signOutForTest(): void;
  menuOpen(): boolean;
}

async function hooks(page: Page): Promise<void> {
  await page.waitForFunction(() => '__priyomShell' in window);
}

async function signIn(page: Page): Promise<void> {
  await hooks(page);
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.signInForTest(),
  );
}

type Touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => Promise<unknown>;

/** A 400 px touch screen on the start page, and a way to touch it at (x, 400) through CDP. */
async function touchScreen(browser: Browser, server: { url: string }) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(server.url);
  await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const touch: Touch = (type, x) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: 400 }] });
  return { context, page, touch };
}

/** The start page, then the first clinic's menu; returns the menu's path. */
async function openFirstClinicMenu(page: Page, server: { url: string }): Promise<string> {
  await page.goto(server.url);
  await page.getByTestId('clinic-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
  return new URL(page.url()).pathname;
}

const drawer = (page: Page) => page.getByTestId('menu-drawer');
const dropdown = (page: Page) => page.getByTestId('menu-dropdown');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Открыть меню' });

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

  test('a well-formed key opens its screen under its own path', async ({ page, server }) => {
    await page.goto(`${server.url}/feedback/Ab3%2B%2FxYz9%3D`);
    await expect(page.getByRole('heading', { name: 'Отзыв о приёме' })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/feedback/Ab3%2B%2FxYz9%3D`);
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
    await page.evaluate(() =>
      (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.signOutForTest(),
    );
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

test.describe('menu', () => {
  test('a drawer at 400 px, a dropdown at 1200 px, and an open menu follows a resize', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${server.url}/`);
    await signIn(page);
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    // Measured once the slide-in has finished (a 3D transform blurs the width by a few millionths).
    const drawerWidth = () => drawer(page).evaluate((element) => element.getBoundingClientRect().width);
    await expect.poll(drawerWidth).toBe(300);
    // On the right: its right edge is the screen's.
    const drawerRight = () =>
      drawer(page).evaluate((element) => Math.round(element.getBoundingClientRect().right));
    await expect.poll(drawerRight).toBe(400);
    await expect(drawer(page).getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
    await expect(drawer(page).getByRole('menuitem', { name: 'Выйти' })).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(dropdown(page)).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    // 300 px wide, its left edge 272 px left of the menu button's, below the header (accounts spec §9).
    // (By test id: the open dropdown hides the rest of the page from the accessibility tree.)
    const buttonBox = (await page.getByTestId('menu-button').boundingBox())!;
    // Measured once Fluent's slide-in has settled: mid-animation the surface sits a few px higher.
    await expect
      .poll(async () => (await dropdown(page).boundingBox())!.y)
      .toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    const box = (await dropdown(page).boundingBox())!;
    expect(box.width).toBe(300);
    expect(box.x).toBeCloseTo(buttonBox.x - 272, 0);

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(drawer(page)).toBeVisible();
    await expect(dropdown(page)).toBeHidden();
    await expect.poll(drawerWidth).toBe(330);
    await expect.poll(drawerRight).toBe(600);
  });

  test('an edge swipe opens the drawer on a narrow screen (touch and mouse)', async ({ browser, server }) => {
    const { context, page, touch } = await touchScreen(browser, server);
    // Too far from the edge: nothing.
    await touch('touchStart', 350);
    await touch('touchMove', 300);
    await touch('touchEnd');
    await expect(drawer(page)).toBeHidden();
    // From the last 20 px, 40 px to the left: the drawer, logged out with its Login entry.
    await touch('touchStart', 390);
    await touch('touchMove', 370);
    await touch('touchMove', 350);
    await touch('touchEnd');
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('menuitem', { name: 'Войти' }).click();
    await expect(page).toHaveURL(`${server.url}/authorization`);
    await expect(drawer(page)).toBeHidden();
    // A mouse drag works the same way.
    await page.mouse.move(395, 300);
    await page.mouse.down();
    await page.mouse.move(340, 300, { steps: 4 });
    await page.mouse.up();
    await expect(drawer(page)).toBeVisible();
    // Logged out above 900 px there is no menu to move the drawer into: it closes.
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(drawer(page)).toBeHidden();
    await expect(dropdown(page)).toHaveCount(0);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(drawer(page)).toBeHidden();
    await context.close();
  });

  test('an edge swipe that is too short, too slow or on a wide screen opens nothing', async ({
    browser,
    server,
  }) => {
    const { context, page, touch } = await touchScreen(browser, server);
    // 20 px: short of the 25 px a swipe needs.
    await touch('touchStart', 390);
    await touch('touchMove', 370);
    await touch('touchEnd');
    // 40 px, but over more than a second.
    await touch('touchStart', 390);
    await page.waitForTimeout(1100);
    await touch('touchMove', 350);
    await touch('touchEnd');
    await expect(drawer(page)).toHaveCount(0);
    // Above 900 px the edge swipe is off.
    await page.setViewportSize({ width: 1200, height: 800 });
    await touch('touchStart', 1190);
    await touch('touchMove', 1150);
    await touch('touchEnd');
    await expect(drawer(page)).toHaveCount(0);
    // The same swipe at 400 px, quickly: the drawer (so the three above failed for their own reasons).
    await page.setViewportSize({ width: 400, height: 800 });
    await touch('touchStart', 390);
    await touch('touchMove', 350);
    await touch('touchEnd');
    await expect(drawer(page)).toBeVisible();
    await context.close();
  });

  test('keyboard: the dropdown opens with Enter, keeps focus, closes with Escape', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/`);
    await signIn(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    // Focus moves into the menu at once, and the arrow keys move between its entries.
    const focusedEntry = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedEntry).toBe('Профиль');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedEntry).toBe('Мои записи');
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await dropdown(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('keyboard: the drawer opens with Enter, traps focus, closes with Escape', async ({ page, server }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${server.url}/`);
    await signIn(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect
      .poll(() => drawer(page).evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('overlays loaded on first use', () => {
  test('the dropdown toggles from its button and closes on a click outside', async ({ page, server }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/`);
    await signIn(page);
    const button = page.getByTestId('menu-button');
    await button.click();
    await expect(dropdown(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(dropdown(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(dropdown(page)).toBeVisible();
    await page.mouse.click(600, 500);
    await expect(dropdown(page)).toBeHidden();
  });

  test('the clinic info popover: click, Escape back to its button, Enter, toggle', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(server.url);
    const info = page.getByTestId('clinic-info').first();
    const details = page.getByTestId('clinic-info-details');
    await info.click();
    await expect(details).toBeVisible();
    // City and short address, the e-mail and the phones as links, as the server has them.
    const title = await page.getByTestId('clinic-title').first().textContent();
    const response = await fetch(`${server.url}/api/clinics/list`);
    const { clinics } = (await response.json()) as {
      clinics: Array<{
        title: string;
        address: { city: string };
        shortAddress: string;
        email: string;
        notFormattedPhone1: string;
        notFormattedPhone2: string;
      }>;
    };
    const clinic = clinics.find((item) => item.title === title)!;
    await expect(details).toContainText(`${clinic.address.city}, ${clinic.shortAddress}`);
    await expect(details.getByRole('link', { name: clinic.email })).toHaveAttribute(
      'href',
      `mailto:${clinic.email}`,
    );
    const phoneLinks = details.locator('a[href^="tel:"]');
    await expect(phoneLinks).toHaveCount(2);
    const hrefs = await phoneLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
    expect(hrefs.map(digits)).toEqual([clinic.notFormattedPhone1, clinic.notFormattedPhone2].map(digits));
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(info).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await info.click();
    await expect(details).toBeHidden();
    await info.click();
    await expect(details).toBeVisible();
    await page.mouse.click(1100, 700);
    await expect(details).toBeHidden();
    // Keyboard: Tab past the popover's last link goes on to the next clinic, not out of the page.
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    const links = await details.getByRole('link').count();
    for (let step = 0; step < links; step++) await page.keyboard.press('Tab');
    const next = page.getByTestId('clinic-row').nth(1).getByRole('link');
    await expect(next).toBeFocused();
  });
});

test.describe('language', () => {
  test('English loads when chosen, and before the first render once it is the stored choice', async ({
    page,
    server,
  }) => {
    const englishChunk: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/en-gb-[^/]+\.js$/.test(request.url())) englishChunk.push(request.url());
    });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(server.url);
    await expect(page.getByTestId('header-login')).toHaveText('Войти');
    expect(englishChunk).toEqual([]);
    // The switch sits in the footer of every page, written in the language it switches to.
    const toEnglish = page.getByRole('button', { name: 'English version' });
    await expect(toEnglish).toHaveAttribute('lang', 'en-GB');
    await toEnglish.click();
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(englishChunk).toHaveLength(1);
    // After a reload no Russian text is ever rendered.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Войти'))
          (window as { sawRussian?: boolean }).sawRussian = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a clinic');
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
    expect(await page.evaluate(() => (window as { sawRussian?: boolean }).sawRussian ?? false)).toBe(false);
    await expect(page).toHaveTitle('Priyom');
    // And back.
    await page.getByRole('button', { name: 'Русская версия' }).click();
    await expect(page.getByTestId('header-login')).toHaveText('Войти');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test.describe('scrolling', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

  /** The start page in a viewport short enough that the four seeded clinics scroll well past 200 px. */
  async function shortPage(page: Page, server: { url: string }, width: number): Promise<number> {
    await page.setViewportSize({ width, height: 240 });
    await page.goto(server.url);
    await expect(page.getByTestId('clinic-title')).toHaveCount(4);
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(room).toBeGreaterThan(230);
    return room;
  }

  test('narrow: the scroll-up button appears after 200 px, goes to the top and back', async ({
    page,
    server,
  }) => {
    const room = await shortPage(page, server, 400);
    const button = page.getByTestId('scroll-button');
    await scrollTo(page, 150);
    await expect.poll(() => scrollY(page)).toBe(150);
    await expect(button).toBeHidden();
    const below = Math.min(room, 230);
    await scrollTo(page, below);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Наверх');
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    // At the top it offers the way back to the remembered place.
    await expect(button).toHaveAccessibleName('Вернуться к прежнему месту');
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(below);
    await expect(button).toHaveAccessibleName('Наверх');
  });

  test('a new page opens at its top, with nothing remembered from the page before', async ({
    page,
    server,
  }) => {
    const room = await shortPage(page, server, 400);
    const button = page.getByTestId('scroll-button');
    await scrollTo(page, room);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toHaveAccessibleName('Вернуться к прежнему месту');
    await scrollTo(page, room);
    await page.getByTestId('clinic-row').last().getByRole('link').click();
    await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
    await expect(page.getByText('Выбрать специалиста')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('wide: the side panel jumps to the top and back to the remembered position', async ({
    page,
    server,
  }) => {
    const room = await shortPage(page, server, 1200);
    const panel = page.getByTestId('scroll-panel');
    await expect(panel).toBeHidden();
    await scrollTo(page, room);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleName('Наверх');
    // A full-height strip left of the 900 px body.
    const box = await panel.boundingBox();
    expect(box!.x).toBe(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual((1200 - 900) / 2 + 0.5);
    await panel.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(panel).toHaveAccessibleName('Вернуться к прежнему месту');
    await panel.click();
    await expect.poll(() => scrollY(page)).toBe(room);
    // Scrolling back up by hand below 200 px with nothing remembered hides the panel again.
    await scrollTo(page, 0);
    await expect(panel).toBeHidden();
  });

  test('between 901 and 995 px the gutter is too narrow for the panel: the floating button serves', async ({
    page,
    server,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shortPage(page, server, 960);
    // The last clinic just below the sticky header, well past 200 px of scroll.
    const link = page.getByTestId('clinic-row').last().getByRole('link');
    const top = await link.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, top - 80);
    expect(await scrollY(page)).toBeGreaterThan(200);
    const button = page.getByTestId('scroll-button');
    await expect(button).toBeVisible();
    await expect(page.getByTestId('scroll-panel')).toHaveCount(0);
    // The page body's left edge is clickable: nothing lies over it.
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a') !== null,
      [box.x + 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
    // Reduced motion: the jump is immediate (the animation would take 256 ms).
    await button.click();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('snackbars', () => {
  type Input = { type: 'message' | 'advancedLogin'; message: string };
  const show = (page: Page, inputs: Input[]) =>
    page.evaluate((list) => {
      const shell = (window as unknown as { __priyomShell: ShellHooks }).__priyomShell;
      for (const input of list) shell.showSnackbar(input);
    }, inputs);
  /** Waits until `ms` have passed since `since` (Date.now() in the test). */
  const until = (page: Page, since: number, ms: number) =>
    page.waitForTimeout(Math.max(0, since + ms - Date.now()));

  test('advancedLogin stays until closed; a message closes itself after 5 s, not before', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/`);
    await hooks(page);
    const snackbars = page.getByTestId('snackbar');
    await show(page, [{ type: 'advancedLogin', message: 'вход' }]);
    await expect(snackbars).toHaveCount(1);
    await until(page, Date.now(), 5500);
    // Past a message's 5 s: the advancedLogin snackbar is still there.
    await expect(snackbars).toHaveCount(1);
    await expect(snackbars.first()).toContainText('вход');

    const shown = Date.now();
    await show(page, [{ type: 'message', message: 'сообщение' }]);
    await expect(snackbars).toHaveCount(2);
    await expect(snackbars.nth(0)).toContainText('сообщение');
    await expect(page.getByRole('status').filter({ has: snackbars.first() })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await until(page, shown, 4500);
    await expect(snackbars.filter({ hasText: 'сообщение' })).toHaveCount(1);
    await until(page, shown, 6000);
    await expect(snackbars.filter({ hasText: 'сообщение' })).toHaveCount(0, { timeout: 500 });
    // More than 11 s on: only its Close button removes the advancedLogin snackbar.
    await expect(snackbars).toHaveCount(1);
    await snackbars.first().getByRole('button', { name: 'Закрыть' }).click();
    await expect(snackbars).toHaveCount(0);
  });

  test('at most two, newest first, the oldest dropped; Close removes one', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    await hooks(page);
    await show(page, [
      { type: 'advancedLogin', message: 'первое' },
      { type: 'message', message: 'второе' },
      { type: 'message', message: 'третье' },
    ]);
    const snackbars = page.getByTestId('snackbar');
    await expect(snackbars).toHaveCount(2);
    await expect(snackbars.nth(0)).toContainText('третье');
    await expect(snackbars.nth(1)).toContainText('второе');
    await snackbars.nth(0).getByRole('button', { name: 'Закрыть' }).click();
    await expect(snackbars).toHaveCount(1);
    await expect(snackbars.first()).toContainText('второе');
  });
});

test.describe('marketing context', () => {
  test('visit parameters leave the address bar and stay in session storage', async ({ page, server }) => {
    await page.goto(`${server.url}/?roistatVisit=r-1&coMagicVisit=c-2&ref=15&utmSource=mobileApp`);
    await expect(page).toHaveURL(`${server.url}/?ref=15&utmSource=mobileApp`);
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('priyom.marketing') ?? 'null'),
    );
    expect(stored).toEqual({
      utmSource: 'mobileApp',
      roistatVisit: 'r-1',
      coMagicVisit: 'c-2',
      referralId: 15,
    });
    // utmSource=mobileApp records the mobile-app sign-in about 2 s after start.
    await page.waitForFunction(() =>
      ((window as { __priyomEvents?: Array<{ name: string }> }).__priyomEvents ?? []).some(
        (event) => event.name === 'mobileAppSignIn',
      ),
    );
    // The context outlives navigations and reloads of the tab, which bring no parameters.
    await page.getByTestId('clinic-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
    await page.goto(`${server.url}/privacy-policy`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
    const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('priyom.marketing') ?? 'null'));
    expect(kept).toEqual(stored);
  });
});

test.describe('colour scheme', () => {
  test('a new scheme shows on the next page load, though the worker stored the old one minutes ago', async ({
    page,
  }) => {
    const server = await startServer({ logLevel: 'info' });
    try {
      await schemeChangeShows(page, server);
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});

async function schemeChangeShows(page: Page, server: RunningServer): Promise<void> {
  await page.goto(server.url);
  // The defaults first (accounts spec §3): primary #3FAECA with a white font.
  const header = page.getByTestId('app-header');
  await expect(header).toHaveCSS('background-color', 'rgb(63, 174, 202)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');

  // The data worker has fetched and stored the configuration (fresh for an hour)...
  await expect.poll(() => server.output().includes('"path":"/api/configuration"')).toBe(true);
  // ...when the clinic network gives itself a scheme: the parts* fields override the defaults.
  const db = new Database(server.databaseFile);
  try {
    const row = db.prepare("select value from settings where key = 'configuration'").get() as {
      value: string;
    };
    const configuration = JSON.parse(row.value) as Record<string, unknown>;
    configuration.colourScheme = { partsColor: '#8a2be2', partsFontColor: '#101010' };
    db.prepare("update settings set value = ? where key = 'configuration'").run(
      JSON.stringify(configuration),
    );
  } finally {
    db.close();
  }
  // The server reuses a configuration read for up to 2 s.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByTestId('clinic-title').first()).toBeVisible();
      return header.evaluate((element) => getComputedStyle(element).backgroundColor);
    })
    .toBe('rgb(138, 43, 226)');
  await expect(header).toHaveCSS('color', 'rgb(16, 16, 16)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#8a2be2');
  // And it stays: the worker's stored copy does not take the old colours back.
  await page.waitForTimeout(1500);
  await expect(header).toHaveCSS('background-color', 'rgb(138, 43, 226)');
}

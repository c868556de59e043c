/**
 * The rest of the shell in a real browser: the language switch, the scroll-up button and side panel,
 * snackbar limits, the marketing context and the colour scheme.
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, type RunningServer, startServer, test, updateConfiguration } from './harness';
import { hooks, type ShellHooks } from './shell-support';

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
  test('advancedLogin stays until closed; a message closes itself after 5 s, not before', async ({
    page,
    server,
  }) => {
    // The page's timers run on a clock the test moves: the seconds a snackbar is kept are the page's
    // own, counted exactly, without the test sitting through them. Once the app runs the clock stands
    // still between the test's steps, so a slow machine's seconds between two steps count for nothing
    // (a clock left running had closed the message before the check that it was still there). A
    // snackbar is drawn a moment after it is shown (its part is lazy, and React spaces out what a
    // loaded part reveals), so the clock moves in small steps until it shows, and those steps count.
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await hooks(page);
    const snackbars = page.getByTestId('snackbar');
    // The snackbars' part loaded first, while the clock still runs: the steps below then count the
    // page's own delay in showing one, not the network's in bringing the part (on a busy machine that
    // took longer than the steps' 3 s of page time, in real time).
    await show(page, [{ type: 'message', message: 'загрузка' }]);
    await expect(snackbars).toHaveCount(1);
    await page.evaluate(() =>
      (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.clearSnackbars(),
    );
    await expect(snackbars).toHaveCount(0);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    /** Moves the clock 50 ms at a time until `count` snackbars show; how far it moved. */
    const untilShown = async (count: number): Promise<number> => {
      let moved = 0;
      while ((await snackbars.count()) !== count) {
        expect(moved, 'the snackbar shows within 3 s of the page clock').toBeLessThan(3000);
        await page.clock.runFor(50);
        moved += 50;
      }
      return moved;
    };
    await show(page, [{ type: 'advancedLogin', message: 'вход' }]);
    await untilShown(1);
    await page.clock.runFor(5500);
    // Past a message's 5 s: the advancedLogin snackbar is still there.
    await expect(snackbars).toHaveCount(1);
    await expect(snackbars.first()).toContainText('вход');

    await show(page, [{ type: 'message', message: 'сообщение' }]);
    const shownAfter = await untilShown(2);
    await expect(snackbars.nth(0)).toContainText('сообщение');
    await expect(page.getByRole('status').filter({ has: snackbars.first() })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await page.clock.runFor(4900 - shownAfter);
    await expect(snackbars.filter({ hasText: 'сообщение' })).toHaveCount(1);
    await page.clock.runFor(200);
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
  // The specification's defaults first: primary #3FAECA; its white font reaches only 2.6:1 there, so
  // the header's text takes the scheme's own dark shade that reaches 4.5:1 (#163d47).
  const header = page.getByTestId('app-header');
  await expect(header).toHaveCSS('background-color', 'rgb(63, 174, 202)');
  await expect(header).toHaveCSS('color', 'rgb(22, 61, 71)');

  // The data worker has fetched and stored the configuration (fresh for an hour)...
  await expect.poll(() => server.output().includes('"route":"/api/configuration"')).toBe(true);
  // ...when the clinic network gives itself a scheme: the parts* fields override the defaults.
  // A font that reaches 4.5:1 on its colour (white on #8a2be2: 5.8:1) is kept as configured.
  updateConfiguration(server, { colourScheme: { partsColor: '#8a2be2', partsFontColor: '#ffffff' } });
  // The server reuses a configuration read for up to 2 s.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByTestId('clinic-title').first()).toBeVisible();
      return header.evaluate((element) => getComputedStyle(element).backgroundColor);
    })
    .toBe('rgb(138, 43, 226)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#8a2be2');
  // And it stays: the worker's stored copy does not take the old colours back.
  await page.waitForTimeout(1500);
  await expect(header).toHaveCSS('background-color', 'rgb(138, 43, 226)');
}

/**
 * The menu in a real browser: drawer and dropdown and the move between them on resize, the edge swipe,
 * keyboard use, and the overlays loaded on first use (dropdown, clinic info popover).
 */
import { expect, test } from './harness';
import { drawer, dropdown, menuButton, menuIsOpen, signIn, touchScreen } from './shell-support';

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
    // 300 px wide, its left edge 272 px left of the menu button's, below the header, as specified.
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
    const { context, page, touch, drag } = await touchScreen(browser, server);
    // Too far from the edge: nothing.
    await touch('touchStart', 350);
    await touch('touchMove', 300, 50);
    await touch('touchEnd', undefined, 100);
    expect(await menuIsOpen(page)).toBe(false);
    // From the last 20 px, 40 px to the left: the drawer, logged out with its Login entry.
    await touch('touchStart', 390);
    await touch('touchMove', 370, 50);
    await touch('touchMove', 350, 100);
    await touch('touchEnd', undefined, 150);
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('menuitem', { name: 'Войти' }).click();
    await expect(page).toHaveURL(`${server.url}/authorization`);
    await expect(drawer(page)).toBeHidden();
    // A mouse drag works the same way.
    await drag(395, 340);
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
    await touch('touchMove', 370, 50);
    await touch('touchEnd', undefined, 100);
    expect(await menuIsOpen(page)).toBe(false);
    // 40 px, but over more than a second.
    await touch('touchStart', 390);
    await touch('touchMove', 350, 1100);
    await touch('touchEnd', undefined, 1150);
    expect(await menuIsOpen(page)).toBe(false);
    // Above 900 px the edge swipe is off.
    await page.setViewportSize({ width: 1200, height: 800 });
    await touch('touchStart', 1190);
    await touch('touchMove', 1150, 50);
    await touch('touchEnd', undefined, 100);
    expect(await menuIsOpen(page)).toBe(false);
    await expect(drawer(page)).toHaveCount(0);
    // The same swipe at 400 px, quickly: the drawer (so the three above failed for their own reasons).
    await page.setViewportSize({ width: 400, height: 800 });
    await touch('touchStart', 390);
    await touch('touchMove', 350, 50);
    await touch('touchEnd', undefined, 100);
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

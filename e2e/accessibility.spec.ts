/**
 * axe-core on every screen (WCAG 2.2 A and AA and best practice, no rule turned off) at a phone's
 * 390 px and a desktop's 1280 px, logged out and logged in, and with each dialog, the drawer, the
 * menu, a popover and a snackbar open; touch targets (axe's target-size, 24 px) come with WCAG 2.2 AA,
 * and on the phone's run every state must also fit 320 px without sideways scrolling. One browser page per viewport visits each path once and keeps
 * one logged-in session for the private screens, so the whole walk costs two server starts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { describedDoctorId } from './described-doctor';
import { expect, type RunningServer, test } from './harness';
import { hooks, type ShellHooks, signIn } from './shell-support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface Finding {
  state: string;
  rule: string;
  targets: string[];
}

/**
 * axe on the page as it stands; on a phone's width also whether the page still fits 320 px (WCAG's
 * reflow: what 400% zoom of a 1280 px screen leaves, so 200% zoom fits too) without sideways scrolling.
 */
async function check(page: Page, state: string, found: Finding[]): Promise<void> {
  // A dialog or popover still fading in has its text at part opacity: axe would measure the fade.
  // Endless ones (a skeleton's shimmer) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.endTime === Number.POSITIVE_INFINITY;
    }),
  );
  const width = page.viewportSize()?.width ?? 0;
  if (width < 900) {
    const height = page.viewportSize()?.height ?? 800;
    await page.setViewportSize({ width: 320, height });
    // What a reader at 320 px sees: popovers and menus placed again for the new width (a frame or two).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push({ state, rule: 'reflow-320px', targets: [`${overflow} px too wide`] });
    await page.setViewportSize({ width, height });
  }
  // A page without frames is checked in axe's legacy mode, in the page alone: the default mode injects
  // axe a second time, into a blank page it opens to gather the frames' results, which a page without
  // frames does not need. Legacy mode leaves frames' contents unchecked, so a page with one gets the default.
  // Only the violations are read: axe then keeps one example node of each passed or inapplicable rule
  // instead of every node it looked at, which is less to gather and send back; each violation still
  // lists all its nodes.
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  for (const violation of violations)
    found.push({
      state,
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
    });
}

/** Waits for a screen's data: no skeleton or spinner left, and the marker (when given) shown. */
async function settled(page: Page, marker?: Locator): Promise<void> {
  if (marker) await expect(marker.first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
}

async function demoLinks(server: RunningServer): Promise<Record<string, string>> {
  await expect.poll(() => server.output().includes('demo call:')).toBe(true);
  const links: Record<string, string> = {};
  for (const match of server.output().matchAll(/demo ([a-z ]+): (\S+)/g))
    links[match[1]!] = new URL(match[2]!).pathname;
  return links;
}

interface Ids {
  service: number;
  bookableDoctor: number;
}

async function seededIds(url: string): Promise<Ids> {
  const services = (await (await fetch(`${url}/api/clinics/1/services/list?offset=0&limit=200`)).json()) as {
    id: number;
    informationAboutService?: string;
  }[];
  const { doctors } = (await (await fetch(`${url}/api/clinics/doctors/list`)).json()) as {
    doctors: { id: number; availability: number; clinicIds: number[]; information?: string }[];
  };
  const described = services.find((service) => service.informationAboutService) ?? services[0]!;
  const bookable = doctors.find((doctor) => doctor.availability === 1 && doctor.clinicIds.includes(1))!;
  return { service: described.id, bookableDoctor: bookable.id };
}

async function walk(page: Page, server: RunningServer, width: number): Promise<Finding[]> {
  const found: Finding[] = [];
  const at = (path: string) => `${width}px ${path}`;
  // Each screen as a keyboard user meets it: loaded, then one Tab into the page. (Fluent's focus library
  // keeps two hidden bumpers at the page's edges in the tab order only while focus is outside the page,
  // to catch focus coming in from the browser's own controls; the first Tab takes them out.)
  const go = async (path: string, marker?: (page: Page) => Locator) => {
    await page.goto(`${server.url}${path}`);
    await settled(page, marker?.(page));
    await page.keyboard.press('Tab');
  };
  const ids = await seededIds(server.url);
  const links = await demoLinks(server);
  const h1 = (p: Page) => p.locator('main');

  // Logged out.
  await go('/', (p) => p.getByTestId('clinic-row'));
  await check(page, at('/'), found);
  await page.getByTestId('clinic-info').first().click();
  await expect(page.getByTestId('clinic-info-details')).toBeVisible();
  await check(page, at('/ clinic info popover'), found);
  await page.keyboard.press('Escape');
  await hooks(page);
  await page.evaluate(() => {
    const shell = (window as unknown as { __priyomShell: ShellHooks }).__priyomShell;
    shell.showSnackbar({ type: 'message', message: 'Проверка доступности' });
  });
  await expect(page.getByText('Проверка доступности')).toBeVisible();
  await check(page, at('/ snackbar'), found);
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: { clearSnackbars(): void } }).__priyomShell.clearSnackbars(),
  );
  if (width < 900) {
    // Logged out the header has no menu button: the drawer opens by a swipe from the right edge.
    await page.mouse.move(width - 5, 300);
    await page.mouse.down();
    await page.mouse.move(width - 60, 300, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId('menu-drawer')).toBeVisible();
    await check(page, at('/ drawer, logged out'), found);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-drawer')).toBeHidden();
  }

  const publicPaths: [string, (p: Page) => Locator][] = [
    ['/authorization', (p) => p.getByRole('textbox').first()],
    ['/end-user-license-agreement', h1],
    ['/privacy-policy', h1],
    ['/clinic/1/menu', (p) => p.getByTestId('clinic-menu-services')],
    ['/clinic/1', (p) => p.getByTestId('clinic-information')],
    ['/clinic/1/services', (p) => p.getByTestId('category-all')],
    ['/clinic/1/services/all', (p) => p.getByTestId('service-row')],
    ['/clinic/1/doctors', (p) => p.getByTestId('doctor-row')],
    ['/clinic/1/specialties', (p) => p.getByRole('link').nth(3)],
    // The short link only leads to a feedback screen, checked already.
    ...Object.entries(links)
      .filter(([kind]) => kind !== 'short link')
      .map(([, path]): [string, (p: Page) => Locator] => [path, h1]),
  ];
  for (const [path, marker] of publicPaths) {
    await go(path, marker);
    await check(page, at(path), found);
  }
  // The registration tab, reached as a keyboard user does: Tab to the selected tab, an arrow to the next.
  await go('/authorization', (p) => p.getByRole('textbox').first());
  const loginTab = page.getByTestId('tab-login');
  for (let step = 0; step < 30 && !(await loginTab.evaluate((tab) => tab === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-registration')).toHaveAttribute('aria-selected', 'true');
  await check(page, at('/authorization registration tab'), found);

  await go(`/clinic/1/service/${ids.service}`, (p) => p.getByTestId('service-card'));
  await check(page, at('/clinic/1/service'), found);
  // The seeded services include described ones: no description link means the walk missed the dialog.
  const about = page.getByTestId('service-about');
  await expect(about).toBeVisible();
  await about.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, at('/clinic/1/service description dialog'), found);
  await page.keyboard.press('Escape');

  // A doctor with a description: the doctor page's 'about' dialog.
  const describedDoctor = await describedDoctorId(server);
  await go(`/clinic/1/doctor/${describedDoctor}`, (p) => p.getByTestId('doctor-about'));
  await page.getByTestId('doctor-about').press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, at('/clinic/1/doctor description dialog'), found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const doctorPath = `/clinic/1/doctor/${ids.bookableDoctor}`;
  const slot = page.getByTestId('schedule-grid').getByRole('button').first();
  await go(doctorPath, () => slot);
  await check(page, at('/clinic/1/doctor'), found);
  await slot.press('Enter');
  await expect(page.getByTestId('create-appointment-dialog')).toBeVisible();
  await settled(page);
  await check(page, at('/clinic/1/doctor booking dialog, logged out'), found);
  await page.keyboard.press('Escape');

  // Logged in: the private screens, the menu (drawer on a phone, dropdown on a desktop) and dialogs.
  await signIn(page);
  await slot.press('Enter');
  await expect(page.getByTestId('booking-confirm')).toBeVisible();
  await settled(page);
  await check(page, at('/clinic/1/doctor booking dialog, logged in'), found);
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-button').press('Enter');
  await expect(page.getByTestId(width > 900 ? 'menu-dropdown' : 'menu-drawer')).toBeVisible();
  await check(page, at(`/clinic/1/doctor ${width > 900 ? 'menu' : 'drawer'}`), found);
  await page.keyboard.press('Escape');

  // The public doctor and service pages logged in, with nothing open on top.
  await go(doctorPath, () => slot);
  await check(page, at('/clinic/1/doctor, logged in'), found);
  await go(`/clinic/1/service/${ids.service}`, (p) => p.getByTestId('service-card'));
  await check(page, at('/clinic/1/service, logged in'), found);

  await go('/profile', (p) => p.getByRole('link', { name: 'Сменить пароль' }));
  await check(page, at('/profile'), found);
  await go('/change-password', (p) => p.getByRole('textbox'));
  await check(page, at('/change-password'), found);
  await go('/appointments', (p) => p.getByTestId('appointment-row'));
  await check(page, at('/appointments'), found);
  await page.getByTestId('appointment-cancel').first().press('Enter');
  await expect(page.getByTestId('cancel-dialog')).toBeVisible();
  await check(page, at('/appointments cancel dialog'), found);
  await page.keyboard.press('Escape');
  await go('/service-results', (p) => p.getByTestId('result-row'));
  await check(page, at('/service-results'), found);
  await page.getByTestId('result-open').first().press('Enter');
  await expect(page.getByTestId('files-dialog')).toBeVisible();
  await check(page, at('/service-results files dialog'), found);
  await page.keyboard.press('Escape');
  return found;
}

for (const width of [390, 1280]) {
  test(`axe finds nothing on any screen, dialog, menu or snackbar at ${width} px`, async ({
    browser,
    server,
  }) => {
    // About two minutes on a quiet machine: some thirty screens and states, each loaded and checked.
    test.setTimeout(480_000);
    const context = await browser.newContext({
      viewport: { width, height: width > 900 ? 900 : 844 },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const page = await context.newPage();
    const found = await walk(page, server, width);
    await context.close();
    console.log(`axe at ${width} px: ${found.length} violations`, JSON.stringify(found));
    expect(found).toEqual([]);
  });
}

// The 4-day window's headers name weekdays past tomorrow; 'воскресенье' and 'понедельник' are wider than
// a column at 320 px. Which names the first window shows depends on today, so the test pages on until
// it has shown all seven, checking at each window that nothing is wider than the screen.
test('the schedule fits 320 px whichever weekdays its headers name', async ({ browser, server }) => {
  const context = await browser.newContext({
    viewport: { width: 320, height: 700 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  const page = await context.newPage();
  const ids = await seededIds(server.url);
  await page.goto(`${server.url}/clinic/1/doctor/${ids.bookableDoctor}`);
  const headers = page.getByTestId('schedule-grid').locator('thead th');
  const seen = new Set<string>();
  let first = '';
  for (let shown = 0; shown < 4; shown++) {
    // The next window's headers, not the last one's still on screen.
    await expect(headers.first()).not.toHaveText(first);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    first = await headers.first().innerText();
    for (const text of await headers.allInnerTexts()) seen.add(text.split('\n')[0]!.toLowerCase());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `window ${shown}: ${[...seen].join(', ')}`).toBeLessThanOrEqual(0);
    await page.getByTestId('schedule-next').click();
  }
  for (const day of ['воскресенье', 'понедельник'])
    expect([...seen].some((word) => word.includes(day))).toBe(true);
  await context.close();
});

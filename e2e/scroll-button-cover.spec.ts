/**
 * The floating scroll-up button ('Наверх') and the snackbars lie over the page: once the reader has
 * scrolled to the bottom, neither may hide a control of the last rows (the ⓘ buttons, links, cancel
 * buttons) — nor may a snackbar hide the scroll button itself. Every screen with rows, on small phones
 * (and a phone held sideways), logged out and in, with a list as long as it is and with the window cut
 * to a height that leaves the page just enough scroll for the button to show, and with two snackbars up.
 * Each check asks the browser what is under the centre of each control (elementFromPoint).
 */
import type { Page } from '@playwright/test';
import { RESIZE_DEBOUNCE_MS } from '../src/domain/browsing-lists';
import { expect, test } from './harness';
import { hooks, type ShellHooks, signIn } from './shell-support';

const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

/** Waits out every list's skeleton and next-page request. */
async function notBusy(page: Page): Promise<void> {
  await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0);
}

/** Scrolls the window (and any scroll box inside the page) to its end until the lists stop growing. */
async function scrollToBottom(page: Page): Promise<void> {
  // The page's height and every scroll box's: a list growing inside a box of fixed height (a doctor's
  // services on a wide screen) leaves the page's height as it was.
  let last = '';
  for (let round = 0; round < 60; round += 1) {
    const height = await page.evaluate(async () => {
      const heights = [document.documentElement.scrollHeight];
      for (const box of document.querySelectorAll<HTMLElement>('main *')) {
        const style = getComputedStyle(box);
        if (/(auto|scroll)/.test(style.overflowY) && box.scrollHeight > box.clientHeight) {
          box.scrollTop = box.scrollHeight;
          heights.push(box.scrollHeight);
        }
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      // The browser fires the scroll events in the next frame, where a list's handler may ask for its next
      // page; the busy state that request sets is committed in a task queued then, ahead of the message
      // posted after the second frame, so once that message arrives the check below sees the request.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
      return heights.join(' ');
    });
    await notBusy(page);
    if (height === last) return;
    last = height;
  }
}

/**
 * After a change of the window's size: a list whose page size follows the window's height takes the
 * new size once resizes pause (RESIZE_DEBOUNCE_MS), and starts again with it, showing its skeleton
 * meanwhile. A walk that moved on at once read the page before that restart, which then took the page's
 * height, and the scroll with it, from under the check (the scroll button gone below its threshold).
 * The resize event is fired in the next frame, so a timer started after that frame with the same delay
 * runs after the list's; the skeleton is drawn by the frame after, and the busy check waits it out.
 */
async function resized(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    (debounce) =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), debounce),
        ),
      ),
    RESIZE_DEBOUNCE_MS,
  );
  await notBusy(page);
}

/** Controls whose centre, inside the window and below the header, shows something else. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const name = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}]`
        : 'nothing';
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main [role="button"], main input, [data-testid="scroll-button"]',
      ),
    ];
    // A control scrolled out of a scroll box of its own (a doctor's services on a wide screen) is out
    // of sight, not covered: the reader scrolls that box to reach it.
    const scrolledAway = (control: Element, x: number, y: number) => {
      for (let box = control.parentElement; box; box = box.parentElement) {
        if (!/(auto|scroll)/.test(getComputedStyle(box).overflowY)) continue;
        const edges = box.getBoundingClientRect();
        if (y < edges.top || y > edges.bottom || x < edges.left || x > edges.right) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y <= header || y >= window.innerHeight || x <= 0 || x >= window.innerWidth) continue;
      if (scrolledAway(control, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && control.contains(hit)) continue;
      found.push(`${name(control)} under ${name(hit?.closest('[data-testid]') ?? hit ?? null)}`);
    }
    return found;
  });
}

/** Scrolled to the bottom: the scroll button is shown when the page has scrolled far enough for it. */
async function atBottom(page: Page): Promise<void> {
  await scrollToBottom(page);
  if (await page.evaluate(() => window.scrollY > 200))
    await expect(page.getByTestId('scroll-button')).toBeVisible();
}

async function twoSnackbars(page: Page): Promise<void> {
  await hooks(page);
  await page.evaluate(() => {
    const shell = (window as unknown as { __priyomShell: ShellHooks }).__priyomShell;
    shell.showSnackbar({ type: 'message', message: 'Запись отменена, проверьте список записей ещё раз' });
    shell.showSnackbar({
      type: 'message',
      message: 'Нет соединения с сервером: показаны сохранённые данные',
    });
  });
  await expect(page.getByTestId('snackbar')).toHaveCount(2);
}

async function clearSnackbars(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: { clearSnackbars(): void } }).__priyomShell.clearSnackbars(),
  );
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
}

/**
 * One screen at every phone size: as long as it is, with the window shortened so the page scrolls just
 * past the button's threshold, and with two snackbars showing.
 */
async function checkScreen(
  page: Page,
  url: string,
  rows: string,
  found: string[],
  // A long list has no 'just enough to scroll' case (its page size follows the window's height, so
  // each resize reloads it).
  long = false,
): Promise<void> {
  for (const [index, phone] of PHONES.entries()) {
    // The screen is loaded once, at the first size, and the window then takes each next size as a phone
    // turned or a window resized would: the layout follows the window alone, and a list whose page size
    // follows its height starts again with the new size (which `resized` waits out). Loading the screen
    // anew for every size cost a whole start of the app each time and checked nothing more.
    if (index === 0) {
      await page.setViewportSize(phone);
      await page.goto(url);
      // The list comes drawn by the server: scrolled before the app runs, no scroll button would follow.
      await hooks(page);
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await resized(page, phone);
    }
    const at = `${new URL(url).pathname} ${phone.width}×${phone.height}`;
    await expect(page.getByTestId(rows).first(), at).toBeVisible();
    await atBottom(page);
    for (const what of await coveredControls(page)) found.push(`${at}: ${what}`);
    // The reader scrolls on to the end while the snackbars show.
    await twoSnackbars(page);
    await atBottom(page);
    for (const what of await coveredControls(page)) found.push(`${at} with snackbars: ${what}`);
    await clearSnackbars(page);

    if (long) continue;
    // Just enough to scroll: the window 210 px shorter than the page (whose height may follow the
    // window's, so measured again after each change).
    let height = phone.height;
    let settled = false;
    for (let round = 0; round < 4 && !settled && height >= 200; round += 1) {
      const content = await page.evaluate(() => document.documentElement.scrollHeight);
      settled = content - 210 === height;
      height = content - 210;
      if (!settled && height >= 200) await resized(page, { width: phone.width, height });
    }
    // A list whose page size follows the window's height may not settle; its long case is checked.
    if (!settled || height < 200) continue;
    await page.evaluate(() => window.scrollTo(0, 0));
    await atBottom(page);
    for (const what of await coveredControls(page)) found.push(`${at}, ${height} px tall: ${what}`);
  }
}

/** The href of the first row's link on a list screen (a screen whose address the demo data decides). */
async function firstRowLink(page: Page, url: string, rows: string, hasText?: string): Promise<string> {
  await page.goto(url);
  const href = await page
    .getByTestId(rows)
    .filter({ hasText })
    .first()
    .getByRole('link')
    .getAttribute('href');
  expect(href, `${url}: a row with a link`).not.toBeNull();
  return href as string;
}

/**
 * Every public list screen, each a test of its own so the two workers share them: the address (or how
 * to find it), its rows, and whether its page size follows the window's height.
 */
const PUBLIC_LISTS: {
  name: string;
  rows: string;
  long?: boolean;
  path(page: Page, base: string): Promise<string>;
}[] = [
  { name: 'clinics', rows: 'clinic-row', path: async () => '/' },
  { name: 'service categories', rows: 'category-row', path: async () => '/clinic/1/services' },
  {
    name: "a category's services",
    rows: 'service-row',
    path: (page, base) => firstRowLink(page, `${base}/clinic/1/services`, 'category-row'),
  },
  { name: 'doctors', rows: 'doctor-row', path: async () => '/clinic/1/doctors' },
  { name: 'specialties', rows: 'specialty-row', path: async () => '/clinic/1/specialties' },
  {
    // A doctor booked only with a service: the page opens on the doctor's services, each with its ⓘ.
    name: "a doctor's services",
    rows: 'service-row',
    path: (page, base) => firstRowLink(page, `${base}/clinic/1/doctors`, 'doctor-row', 'Запись на услугу'),
  },
  { name: 'all services', rows: 'service-row', long: true, path: async () => '/clinic/1/services/all' },
];

for (const list of PUBLIC_LISTS) {
  test(`logged out, nothing floating hides a control of the last rows: ${list.name}`, async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const path = await list.path(page, server.url);
    await checkScreen(page, `${server.url}${path}`, list.rows, found, list.long);
    expect(found).toEqual([]);
  });
}

for (const [name, path, rows] of [
  ['appointments', '/appointments', 'appointment-row'],
  ['results', '/service-results', 'result-row'],
  ['doctors', '/clinic/1/doctors', 'doctor-row'],
] as const) {
  test(`logged in, nothing floating hides a control of the last rows: ${name}`, async ({ page, server }) => {
    test.setTimeout(180_000);
    await page.goto(server.url);
    await signIn(page);
    const found: string[] = [];
    await checkScreen(page, `${server.url}${path}`, rows, found);
    expect(found).toEqual([]);
  });
}

test('the snackbars’ room is written on the root element only while a snackbar shows', async ({
  page,
  server,
}) => {
  const room = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--snackbar-room'));
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await hooks(page);
  await expect(page.getByTestId('doctor-card')).toBeVisible();
  // A variable set on the root restyles the whole page: with no snackbar there is nothing to set.
  await page.waitForTimeout(500);
  expect(await room()).toBe('');
  await twoSnackbars(page);
  await expect.poll(room).toMatch(/^\d+px$/);
  expect(Number.parseInt(await room(), 10)).toBeGreaterThan(40);
  await clearSnackbars(page);
  await expect.poll(room).toBe('');
});

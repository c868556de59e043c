/**
 * The booking widget on a clinic's site, in a real browser: the demo clinic site (another port, and
 * 127.0.0.1 where the portal is localhost, so another site) loads widget.js from the portal; its button
 * opens the portal in a drawer, where a visitor who is not logged in registers and books; the
 * appointment is in the server's database; Escape inside the portal closes the drawer and focus goes
 * back to the button; the site's own button still works. A browser that refuses the frame its storage
 * (a profile blocking third-party cookies, as a private window does) gets the portal offered in a new
 * tab instead. And the styles stay apart both ways, the page's globals and built-ins untouched.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import type { Frame, Page } from '@playwright/test';
import { bookableDoctor, registerInDialog } from './booking-support';
import { expect, type RunningServer, test } from './harness';
import {
  clickWidgetButton,
  demoSiteUrl,
  drawerOpen,
  focusedInWidget,
  inRoot,
  keepShadowRoots,
  ordinaryChrome,
  portalFrame,
  widgetRoot,
} from './widget-support';

const portalOrigin = (server: RunningServer) => new URL(server.url.replace('127.0.0.1', 'localhost')).origin;

async function registerAndBook(portal: Frame, page: Page, server: RunningServer, phone: string) {
  const dialog = portal.getByTestId('create-appointment-dialog');
  const panel = dialog.getByTestId('authorization-panel');
  await expect(panel).toHaveAttribute('data-mode', 'create-appointment');
  await registerInDialog(panel, page, server.url, {
    name: 'Нина',
    surname: 'Соколова',
    phone,
    password: 'nina2026pass',
  });
  await expect(dialog).toBeHidden();
  await expect(portal.getByText('Вы записаны на приём')).toBeVisible();
}

function appointmentsOf(server: RunningServer, phone: string) {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return db
      .prepare(
        `select a.doctor_id as doctorId, a.clinic_id as clinicId, a.date, a.time from appointments a
         join user_clients uc on uc.client_id = a.client_id join users u on u.id = uc.user_id
         where u.phone = ?`,
      )
      .all(phone) as { doctorId: number; clinicId: number; date: string; time: string }[];
  } finally {
    db.close();
  }
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('on a clinic site of another origin, a visitor registers and books inside the drawer; Escape closes it and the site still works', async ({
    playwright,
    launchOptions,
    server,
  }) => {
    const doctor = await bookableDoctor(server.url);
    const site = await demoSiteUrl(server);
    expect(new URL(site).origin).not.toBe(portalOrigin(server));
    const chrome = await ordinaryChrome(playwright, launchOptions);
    try {
      const { page } = chrome;
      await keepShadowRoots(page);
      await page.goto(site);
      const root = await widgetRoot(page);
      const button = await inRoot(root, '.open');
      await expect.poll(() => button.evaluate((b) => b.textContent)).toBe('Онлайн запись');

      await clickWidgetButton(page, root);
      expect(await drawerOpen(root)).toBe(true);
      // A modal dialog named by its title, focus on its close button, the preselected clinic's menu inside.
      expect(await root.evaluate((r) => r.querySelector('dialog')?.getAttribute('aria-labelledby'))).toBe(
        'priyom-widget-title',
      );
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await focusedInWidget(root)).toBe('Закрыть');
      const portal = await portalFrame(page, portalOrigin(server));
      expect(portal.url()).toBe(`${portalOrigin(server)}/clinic/1/menu`);
      // The page behind the open drawer is inert: its own button cannot take focus.
      const pageButtonTakesFocus = () =>
        page.evaluate(() => {
          const own = document.getElementById('callback')!;
          own.focus();
          return document.activeElement === own;
        });
      expect(await pageButtonTakesFocus()).toBe(false);

      await portal.getByTestId('clinic-menu-specialists').click();
      await portal.getByTestId('doctor-row').filter({ hasText: doctor.fullName }).getByRole('link').click();
      const slots = portal.getByTestId('schedule-grid').getByRole('button');
      await expect(slots.first()).toBeVisible();
      const testId = (await slots.first().getAttribute('data-testid'))!;
      const [, date, time] = /^slot-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/.exec(testId)!;
      await slots.first().click();
      const phone = '79995550077';
      await registerAndBook(portal, page, server, phone);
      expect(appointmentsOf(server, phone)).toEqual([{ doctorId: doctor.id, clinicId: 1, date, time }]);
      // No service worker in the frame: it would precache the whole app once per clinic site.
      expect(
        await portal.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      ).toBe(0);

      // Focus is inside the portal: Escape there closes the drawer, and focus is back on the button.
      await slots.first().focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => drawerOpen(root)).toBe(false);
      expect(await focusedInWidget(root)).toBe('open');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');

      // The site's own button still does its work.
      await page.getByRole('button', { name: 'Заказать звонок' }).click();
      await expect(page.getByRole('status')).toHaveText('Заявка на звонок принята (1)');

      // Reopened by keyboard, the drawer shows where the visitor was; its close button closes it.
      expect(await focusedInWidget(root)).toBe(null);
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await drawerOpen(root)).toBe(true);
      await expect(portal.getByText('Вы записаны на приём')).toBeAttached();
      await page.keyboard.press('Enter');
      expect(await drawerOpen(root)).toBe(false);
      expect(await focusedInWidget(root)).toBe('open');
    } finally {
      await chrome.close();
    }
  });
});

test('where the browser refuses the frame its storage, the drawer offers the portal in a new tab, which works', async ({
  playwright,
  launchOptions,
  server,
}) => {
  const chrome = await ordinaryChrome(playwright, launchOptions, { thirdParty: 'blocked' });
  try {
    const { page } = chrome;
    await keepShadowRoots(page);
    await page.goto(await demoSiteUrl(server));
    const root = await widgetRoot(page);
    await clickWidgetButton(page, root);
    const offer = async () =>
      root.evaluate((r) => {
        const link = r.querySelector<HTMLAnchorElement>('.notice a');
        return link ? { href: link.href, target: link.target, focused: r.activeElement === link } : null;
      });
    await expect.poll(offer).toEqual({
      href: `${portalOrigin(server)}/clinic/1/menu`,
      target: '_blank',
      focused: true,
    });
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await tab.getByTestId('clinic-menu-specialists').click();
    await expect(tab.getByTestId('doctor-row').first()).toBeVisible();
  } finally {
    await chrome.close();
  }
});

/** A page of a clinic's site made for the test. */
const HOST_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><style id="host-rules"></style></head>
<body><h1>Клиника</h1><p>Текст страницы</p><button type="button">Кнопка сайта</button><div>Блок</div></body></html>`;

/** Rules a careless site could have: on every element, on buttons, on the widget's element by name. */
const AGGRESSIVE = `body { color: red; font: italic 40px/3 serif; letter-spacing: 5px; text-transform: uppercase; visibility: hidden; direction: rtl; cursor: wait; }
body * { color: red !important; background: lime !important; font: italic 40px/3 serif !important; letter-spacing: 5px !important;
  text-transform: uppercase !important; box-sizing: content-box !important; opacity: .2 !important; transform: rotate(10deg) !important;
  padding: 30px !important; border: 5px solid black !important; position: static !important; display: block !important; }
button, dialog, iframe { width: 10px !important; height: 10px !important; border-radius: 0 !important; z-index: 1 !important; }
priyom-widget { all: unset !important; display: none !important; }
:root { --priyom-colour: red; }`;

const HOST_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'margin-top',
  'padding-top',
  'display',
  'box-sizing',
  'line-height',
  'letter-spacing',
  'border-top-width',
];
const BUTTON_PROPERTIES = [
  'background-color',
  'color',
  'font-size',
  'font-family',
  'font-style',
  'letter-spacing',
  'text-transform',
  'width',
  'height',
  'border-radius',
  'position',
  'right',
  'bottom',
  'z-index',
  'display',
  'visibility',
  'opacity',
  'transform',
  'padding-top',
  'box-sizing',
  'border-top-width',
  'direction',
];

test("the widget's styles do not reach the page, the page's do not reach the widget, and it touches no global or built-in", async ({
  page,
  server,
}) => {
  // Served from a loopback address for real: Chromium lets only a page that came from one load the
  // portal's script from loopback (a page Playwright fulfils itself counts as public).
  const host = createServer((_, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(HOST_PAGE),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  try {
    await keepShadowRoots(page);
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    await checkIsolation(page, server);
  } finally {
    host.closeAllConnections();
    host.close();
  }
});

async function checkIsolation(page: Page, server: RunningServer): Promise<void> {
  const hostStyles = () =>
    page.evaluate(
      (properties) =>
        ['html', 'body', 'h1', 'p', 'button', 'div'].map((tag) => {
          const style = getComputedStyle(document.querySelector(tag)!);
          return properties.map((name) => `${tag} ${name}: ${style.getPropertyValue(name)}`);
        }),
      HOST_PROPERTIES,
    );
  const before = await hostStyles();
  // What the page has before the widget: its globals, and every built-in prototype's own members.
  await page.evaluate(() => {
    const members = new Map<string, unknown>();
    for (const name of Object.getOwnPropertyNames(window)) {
      const proto = (window as unknown as Record<string, { prototype?: object }>)[name]?.prototype;
      if (typeof proto !== 'object' || proto === null) continue;
      for (const key of Reflect.ownKeys(proto))
        members.set(`${name}.${String(key)}`, Object.getOwnPropertyDescriptor(proto, key)?.value);
    }
    Object.defineProperty(window, '__before', {
      value: { globals: [...Object.getOwnPropertyNames(window), '__before'], members },
    });
  });
  // Included twice, as a site's template and a tag manager might: one button, the first copy's.
  const include = (label: string) =>
    page.evaluate(
      ([src, text]) =>
        new Promise<void>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = src!;
          script.dataset.clinic = '1';
          script.dataset.label = text!;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error('widget.js did not load'));
          document.body.append(script);
        }),
      [`${portalOrigin(server)}/widget.js`, label],
    );
  await include('Онлайн запись');
  await include('Вторая копия');
  const root = await widgetRoot(page);
  expect(await page.locator('priyom-widget').count()).toBe(1);
  const button = await inRoot(root, '.open');
  expect(await button.textContent()).toBe('Онлайн запись');

  const changed = await page.evaluate(() => {
    const { globals, members } = (
      window as unknown as { __before: { globals: string[]; members: Map<string, unknown> } }
    ).__before;
    const added = Object.getOwnPropertyNames(window).filter((name) => !globals.includes(name));
    const touched: string[] = [];
    for (const [member, value] of members) {
      const [name, key] = [member.slice(0, member.indexOf('.')), member.slice(member.indexOf('.') + 1)];
      const proto = (window as unknown as Record<string, { prototype: object }>)[name]!.prototype;
      const now = Reflect.ownKeys(proto).find((k) => String(k) === key);
      if (now === undefined || Object.getOwnPropertyDescriptor(proto, now)?.value !== value)
        touched.push(member);
    }
    return { added, touched };
  });
  expect(changed).toEqual({ added: ['PriyomWidget'], touched: [] });

  // Drawn, opened and closed, the widget has changed nothing on the page's own elements.
  await clickWidgetButton(page, root);
  expect(await drawerOpen(root)).toBe(true);
  expect(await hostStyles()).toEqual(before);
  await page.keyboard.press('Escape');
  expect(await drawerOpen(root)).toBe(false);
  expect(await hostStyles()).toEqual(before);

  // The page's aggressive rules change nothing of the widget's button, which stays on top.
  const buttonStyles = () =>
    button.evaluate(
      (element, properties) =>
        properties.map((name) => `${name}: ${getComputedStyle(element).getPropertyValue(name)}`),
      BUTTON_PROPERTIES,
    );
  const own = await buttonStyles();
  expect(own).toEqual(
    expect.arrayContaining([
      'background-color: rgb(3, 169, 244)',
      'color: rgb(255, 255, 255)',
      'font-size: 16px',
      'width: 100px',
      'height: 100px',
      'right: 50px',
      'bottom: 50px',
      'z-index: 1024',
      'visibility: visible',
    ]),
  );
  await page.evaluate((css) => {
    document.getElementById('host-rules')!.textContent = css;
  }, AGGRESSIVE);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('p')!).color)).toBe(
    'rgb(255, 0, 0)',
  );
  expect(await buttonStyles()).toEqual(own);
  const box = (await button.boundingBox())!;
  expect(box.width).toBe(100);
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(topmost).toBe('PRIYOM-WIDGET');
}

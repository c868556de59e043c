/**
 * What the widget's browser specs share: the demo clinic site's address (printed by the server beside
 * its own) and a way into the widget's closed shadow root. The page cannot reach a closed root, and
 * neither can Playwright's locators, so an init script keeps each closed root a page makes, for the
 * test only; it records, it changes nothing the widget sees.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BrowserContext,
  BrowserType,
  ElementHandle,
  Frame,
  JSHandle,
  LaunchOptions,
  Page,
} from '@playwright/test';
import { findChromiumHere } from '../scripts/test-needs.mjs';
import { expect, type RunningServer } from './harness';

export async function demoSiteUrl(server: RunningServer): Promise<string> {
  const printed = /demo clinic site with the booking widget: (http:\/\/\S+)/;
  await expect.poll(() => printed.test(server.output())).toBe(true);
  return printed.exec(server.output())![1]!;
}

type RootsWindow = { __testShadowRoots: ShadowRoot[] };

export async function keepShadowRoots(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots: ShadowRoot[] = [];
    const attach = Element.prototype.attachShadow;
    Object.defineProperty(window, '__testShadowRoots', { value: roots });
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      roots.push(root);
      return root;
    };
  });
}

/** The widget's shadow root, once the script has drawn it (and only one: a second copy draws none). */
export async function widgetRoot(page: Page): Promise<JSHandle<ShadowRoot>> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as RootsWindow).__testShadowRoots.length))
    .toBe(1);
  return page.evaluateHandle(() => (window as unknown as RootsWindow).__testShadowRoots[0]!);
}

export async function inRoot(root: JSHandle<ShadowRoot>, selector: string): Promise<ElementHandle<Element>> {
  const element = (await root.evaluateHandle((r, s) => r.querySelector(s), selector)).asElement();
  if (!element) throw new Error(`no ${selector} in the widget`);
  return element;
}

/** The floating button, clicked where a visitor would click it. */
export async function clickWidgetButton(page: Page, root: JSHandle<ShadowRoot>): Promise<void> {
  const box = await (await inRoot(root, '.open')).boundingBox();
  if (!box) throw new Error('the widget button is not shown');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What has focus inside the widget: its class or its aria-label; null when focus is elsewhere. */
export function focusedInWidget(root: JSHandle<ShadowRoot>): Promise<string | null> {
  return root.evaluate((r) => {
    const active = r.activeElement;
    return active ? active.className || active.getAttribute('aria-label') || active.tagName : null;
  });
}

export async function drawerOpen(root: JSHandle<ShadowRoot>): Promise<boolean> {
  return root.evaluate((r) => r.querySelector('dialog')?.open === true);
}

/** The portal's frame inside the drawer (the portal's origin, which the page around it is not). */
export async function portalFrame(page: Page, portalOrigin: string): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(() => {
      frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(portalOrigin));
      return frame !== undefined;
    })
    .toBe(true);
  return frame!;
}

/**
 * A browser profile like an ordinary Chrome user's: third-party cookies allowed (Chrome's default
 * outside private windows) and third-party storage partitioned by the top-level site (Chrome's default
 * since 115; Playwright turns that partitioning off, so it is turned back on here). With
 * `thirdParty: 'blocked'`, a profile that blocks third-party cookies and with them the framed portal's
 * storage, as a private window does. Always the full browser, never the headless shell the suite
 * prefers: the shell keeps no cookie controls (a profile's are not read, and its contexts never block).
 */
export async function ordinaryChrome(
  playwright: { chromium: BrowserType },
  launchOptions: LaunchOptions,
  { thirdParty = 'allowed' }: { thirdParty?: 'allowed' | 'blocked' } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'priyom-profile-'));
  mkdirSync(join(dir, 'Default'));
  const blocked = thirdParty === 'blocked';
  // Chrome's cookie controls: 0 off, 1 third-party cookies blocked everywhere.
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({
      profile: { cookie_controls_mode: blocked ? 1 : 0, block_third_party_cookies: blocked },
    }),
  );
  const full = findChromiumHere({
    headlessShell: false,
    playwrightChromium: () => playwright.chromium.executablePath(),
  });
  const context = await playwright.chromium.launchPersistentContext(dir, {
    ...launchOptions,
    ...(full.path ? { executablePath: full.path } : {}),
    args: [...(launchOptions.args ?? []), '--enable-features=ThirdPartyStoragePartitioning'],
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1200, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

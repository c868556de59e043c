/**
 * A static page of the same content for every public screen that has no hand-written baseline
 * (./baseline-pages.ts writes the start page and a clinic's menu): the app's own screen, rendered by the
 * app in Chromium at Lighthouse's phone width, then frozen — its DOM without any script, the CSS rules
 * the page holds at that moment (Fluent's and ours, media queries included) inlined in one <style>, and
 * the images it shows served beside it. So the baseline shows exactly what a patient sees on that
 * screen, laid out the same way, with nothing to run: the LCP the app is held to is that page's.
 */
import { chromium } from '@playwright/test';
import { BENCH_LAUNCH } from './browser';
import type { StaticFile } from './static-server';
import { PHONE } from './phone';

/** Serialised in the page: the screen's DOM without scripts, its CSS inline, images by path. */
function freezeScreen(): { html: string; images: string[] } {
  const css: string[] = [];
  for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
    try {
      for (const rule of sheet.cssRules) css.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the app serves none.
    }
  }
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  for (const node of root.querySelectorAll('script, style, link, template, noscript')) node.remove();
  const images = new Set<string>();
  for (const image of root.querySelectorAll('img')) {
    const url = new URL(image.currentSrc || image.src, location.href);
    if (url.origin !== location.origin) continue;
    image.removeAttribute('srcset');
    image.setAttribute('src', url.pathname + url.search);
    images.add(url.pathname + url.search);
  }
  const style = document.createElement('style');
  style.textContent = css.join('\n');
  root.querySelector('head')?.append(style);
  return { html: `<!doctype html>\n${root.outerHTML}`, images: [...images] };
}

/**
 * Each of `paths` of the app at `appUrl`, frozen once the screen has settled.
 */
export async function snapshotBaselines(
  appUrl: string,
  paths: readonly string[],
): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    for (const path of paths) {
      const page = await context.newPage();
      // The app keeps a connection open for live updates, so the network never goes idle: the screen
      // has settled once React has replaced the boot and painted pages, nothing is busy and every
      // image in view has loaded.
      await page.goto(appUrl + path);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () =>
          !document.querySelector('.boot, .fp, [aria-busy="true"], [role="progressbar"]') &&
          // A lazy image below the fold (a long list's logos or photos) does not load until scrolled to.
          [...document.images].every(
            (image) =>
              image.complete ||
              (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight),
          ),
        null,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(500);
      const frozen = await page.evaluate(freezeScreen);
      files.set(path, { type: 'text/html; charset=utf-8', body: Buffer.from(frozen.html) });
      for (const image of frozen.images) {
        // The static server answers by path alone.
        const key = new URL(image, appUrl).pathname;
        if (files.has(key)) continue;
        const answer = await fetch(appUrl + image);
        if (!answer.ok) throw new Error(`GET ${image} answered ${answer.status}`);
        files.set(key, {
          type: answer.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await answer.arrayBuffer()),
        });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}

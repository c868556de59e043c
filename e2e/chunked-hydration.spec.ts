/**
 * A long list the server drew is hydrated in chunks (src/app/common/RowsInChunks.tsx), at the wide
 * network's size (a hundred clinics on the start page): every drawn element stays, without a mismatch;
 * once the app has started, rows further down are still the server's until their chunk's turn; and a
 * tap on such a row opens its clinic in the app, not by the browser loading the link's address.
 */
import { PHONE } from '../bench/phone';
import { expect, test } from './harness';
import { appStarted, drawnStill, holdApp, hydrationErrors, markDrawn } from './server-drawn';
import { wideNetworkServer } from '../bench/wide-network-block';

/**
 * Before React loads: a stand-in for its developer tools' hook, which React calls on every commit,
 * noting how many of the start page's rows have their fiber (are hydrated) at each commit.
 */
function watchCommits(): void {
  const probe = window as unknown as {
    __hydratedAtCommits: number[];
    __tapped?: string;
    __samePage?: boolean;
    __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
  };
  probe.__hydratedAtCommits = [];
  /** React has rendered the element: its fiber is on it. */
  const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  probe.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => {
      const links = [...document.querySelectorAll('[data-testid="clinic-row"] a')];
      const hydrated = links.filter(hasFiber);
      probe.__hydratedAtCommits.push(hydrated.length);
      // The first commit that has hydrated some rows but not the last: the last row is tapped right
      // after it, before React's next pass can reach it (a check from the test's side, polled, came a
      // chunk too late on a slow machine).
      const lastLink = links.at(-1) as HTMLAnchorElement | undefined;
      if (probe.__tapped !== undefined || hydrated.length === 0 || hydrated.length === links.length) return;
      if (!lastLink) return;
      probe.__tapped = 'pending';
      queueMicrotask(() => {
        if (hasFiber(lastLink)) {
          probe.__tapped = 'too late';
          return;
        }
        probe.__samePage = true;
        lastLink.click();
        probe.__tapped = `tapped ${lastLink.getAttribute('href')}`;
      });
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

test.describe('the start page at the wide network', () => {
  const wide = wideNetworkServer();

  test('every drawn row is hydrated in place, without a mismatch', async ({ browser }) => {
    const server = wide();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    const release = await holdApp(page);
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    expect(await page.getByTestId('clinic-row').count()).toBeGreaterThan(50);
    const drawn = await markDrawn(page, 'main');
    release();
    await appStarted(page);
    await page.waitForTimeout(1_000);
    const { kept, gone } = await drawnStill(page);
    expect(gone).toEqual([]);
    expect(kept).toBe(drawn);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the rows are hydrated over several commits; a tap on one not yet hydrated opens its clinic in the app', async ({
    browser,
  }) => {
    const server = wide();
    const context = await browser.newContext(PHONE);
    await context.addInitScript(watchCommits);
    const page = await context.newPage();
    // A phone's pace, so the chunks' turns are far enough apart to tap between them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(server.url, { waitUntil: 'commit' });
    // The hook above taps the last row once a commit has hydrated the first rows but not the last.
    const when = await page.waitForFunction(
      () => {
        const tapped = (window as unknown as { __tapped?: string }).__tapped;
        return tapped !== undefined && tapped !== 'pending' && tapped;
      },
      undefined,
      { timeout: 20_000 },
    );
    const outcome = String(await when.jsonValue());
    expect(outcome).toMatch(/^tapped \/clinic\/\d+\/menu$/);
    await expect(page).toHaveURL(server.url + outcome.slice('tapped '.length));
    await expect(page.getByTestId('clinic-row')).toHaveCount(0);
    // The same page: the app navigated; the browser did not load the link's address.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await context.close();
  });
});

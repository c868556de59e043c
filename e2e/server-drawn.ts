/**
 * For pages the server draws with the app's own components (server/http/react-page.ts): the app's
 * script held back until the test lets it run, the drawn elements marked before it runs and counted
 * after, and React's hydration errors collected (a mismatch makes React draw the page anew and report it).
 */
import type { Page } from '@playwright/test';

/** Holds back the app's entry script until the returned release is called. */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every console error and page error that speaks of hydration (collect before goto). */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    // Production React names a hydration failure by its error number only (#418 to #425).
    if (/hydrat|Minified React error #4(1[89]|2[0-5])/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(String(error)));
  return errors;
}

/** Notes every element in #root (before the app runs) and returns how many there are. */
export function markDrawn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const elements = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
    (window as unknown as { __drawn: Element[] }).__drawn = elements;
    return elements.length;
  });
}

/** How many noted elements are still in #root, and the tag and id of those that are not. */
export function drawnStill(page: Page): Promise<{ kept: number; gone: string[] }> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const drawn = (window as unknown as { __drawn: Element[] }).__drawn;
    const gone = drawn.filter((element) => !root?.contains(element));
    return {
      kept: drawn.length - gone.length,
      // A line a link fills once looked up is named as such (its stencil gives way to the text).
      gone: gone.map((element) =>
        element.closest('[data-testid="link-pending"]')
          ? 'link-pending'
          : `${element.tagName.toLowerCase()}#${element.id}`,
      ),
    };
  });
}

/** The app has hydrated the page: its test hooks are there and the held input has been played. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      '__priyomShell' in window &&
      (window as unknown as { __priyomEarlyInput?: { played?: boolean } }).__priyomEarlyInput?.played ===
        true,
  );
}

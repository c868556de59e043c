/**
 * For pages the server draws with the app's own components (server/http/react-page.ts): the app's
 * script held back until the test lets it run, the drawn elements marked before it runs and counted
 * after, and React's hydration errors collected (a mismatch makes React draw the page anew and report it;
 * the harness fails any test whose pages report one).
 */
import type { BrowserContext, Page } from '@playwright/test';

/** Holds back the answer to the requests whose address matches until the returned release is called. */
export async function holdAnswers(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds back the app's entry script until the returned release is called. */
export function holdApp(page: Page): Promise<() => void> {
  return holdAnswers(page, /\/assets\/index-[\w-]{8}\.js$/);
}

/** Production React names a hydration failure by its error number only (#418 to #425). */
const HYDRATION_ERROR = /hydrat|Minified React error #4(1[89]|2[0-5])/i;

/** A noter that keeps, in `errors`, each text that speaks of hydration. */
const noteInto = (errors: string[]) => (text: string) => {
  if (HYDRATION_ERROR.test(text)) errors.push(text);
};

/** Every console error and page error that speaks of hydration (collect before goto). */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = noteInto(errors);
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(String(error)));
  return errors;
}

/** The same, into `errors`, from every page of a browser context: what the harness fails a test on. */
export function noteHydrationErrors(context: BrowserContext, errors: string[]): void {
  const note = noteInto(errors);
  // The page's address says which screen failed to hydrate: production React's message does not.
  const at = (url: string | undefined) => ` (at ${url ?? 'an unknown page'})`;
  context.on('console', (message) => {
    if (message.type() === 'error') note(message.text() + at(message.page()?.url()));
  });
  context.on('weberror', (error) => note(String(error.error()) + at(error.page()?.url())));
}

/**
 * Notes every element in #root, or in the part of it `within` selects (before the app runs), with what
 * gives way to data by design: a link's pending lines (its looked-up lines replace them) and a
 * skeleton's rows and the box holding only it (the data, or a skeleton of the device's own page size,
 * replaces them). Returns how many there are.
 */
export function markDrawn(page: Page, within = '#root'): Promise<number> {
  return page.evaluate((selector) => {
    const elements = [...(document.querySelector(selector)?.querySelectorAll('*') ?? [])];
    const kind = (element: Element) =>
      element.closest('[data-testid="link-pending"]')
        ? 'link-pending'
        : element.closest('[role="progressbar"]') ||
            element.matches(':has(> [role="progressbar"]:only-child)')
          ? 'skeleton'
          : null;
    (window as unknown as { __drawn: Array<{ element: Element; kind: string | null }> }).__drawn =
      elements.map((element) => ({ element, kind: kind(element) }));
    return elements.length;
  }, within);
}

/** How many noted elements are still in #root, and the kind, or tag and id, of those that are not. */
export function drawnStill(page: Page): Promise<{ kept: number; gone: string[] }> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const drawn = (window as unknown as { __drawn: Array<{ element: Element; kind: string | null }> })
      .__drawn;
    const gone = drawn.filter(({ element }) => !root?.contains(element));
    return {
      kept: drawn.length - gone.length,
      gone: gone.map(({ element, kind }) => kind ?? `${element.tagName.toLowerCase()}#${element.id}`),
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

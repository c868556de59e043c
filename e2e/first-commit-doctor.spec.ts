/**
 * The doctor page's first commit stays put: the time buttons React draws first are not rendered again
 * while the page settles (the worker's answers repeat what the page brought, and state above the grid
 * changes without changing a cell), since each such render of the grid was a long task on a phone.
 */
import { expect, test } from './harness';

test("the schedule's time buttons of the first commit are not rendered again as the page settles", async ({
  page,
  server,
}) => {
  // React keeps a host element's current props on it: a new object means the element was rendered again.
  await page.addInitScript(() => {
    const marks = window as unknown as { firstSlot?: { element: Element; props: unknown } };
    new MutationObserver((_, observer) => {
      const slot = document.querySelector('[data-testid="schedule-grid"] [data-testid^="slot-"]');
      const key = slot && Object.keys(slot).find((name) => name.startsWith('__reactProps$'));
      if (!slot || !key) return;
      marks.firstSlot = { element: slot, props: (slot as unknown as Record<string, unknown>)[key] };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await expect(page.getByTestId('doctor-services').getByTestId('service-row').first()).toBeVisible();
  // The worker's answers (the same doctors and free times as the page brought) have landed too.
  await page.waitForTimeout(1_000);
  const rendered = await page.evaluate(() => {
    const first = (window as unknown as { firstSlot?: { element: Element; props: unknown } }).firstSlot;
    if (!first) return 'never';
    const key = Object.keys(first.element).find((name) => name.startsWith('__reactProps$'))!;
    if (!first.element.isConnected) return 'replaced';
    return (first.element as unknown as Record<string, unknown>)[key] === first.props ? 'once' : 'again';
  });
  expect(rendered).toBe('once');
});

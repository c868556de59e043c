/**
 * The doctor page's first commit holds what its first screen shows: the card and the schedule. The
 * services list below them (not in the server's paint) is requested only after React has replaced the
 * page's own HTML, once the page is idle, and the chosen service's banner only where a doctor is booked
 * through a service.
 */
import { expect, test } from './harness';

test('the doctor page requests its services list only after its first commit', async ({ page, server }) => {
  // When React's doctor card has replaced the server's painted one (the painted page's boxes are .fp).
  await page.addInitScript(() => {
    const marks = window as unknown as { firstCommitAt?: number };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.querySelector('[data-testid="doctor-card"]') || root.querySelector('.fp')) return;
      marks.firstCommitAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await expect(page.getByTestId('schedule-grid').getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('doctor-services').getByTestId('service-row').first()).toBeVisible();

  const { firstCommitAt, requested } = await page.evaluate(() => ({
    firstCommitAt: (window as unknown as { firstCommitAt?: number }).firstCommitAt ?? null,
    requested: performance
      .getEntriesByType('resource')
      .map((entry) => ({ file: entry.name.split('/').pop() ?? '', at: entry.startTime }))
      .filter(({ file }) => file.endsWith('.js')),
  }));
  expect(firstCommitAt).not.toBeNull();
  const list = requested.filter(({ file }) => file.startsWith('ServiceList-'));
  expect(list).toHaveLength(1);
  expect(list[0]!.at).toBeGreaterThan(firstCommitAt!);
  expect(requested.filter(({ file }) => file.startsWith('SelectedService-'))).toEqual([]);
});

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

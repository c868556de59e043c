/**
 * The personal-link screens paint their frame before any script (server/http/first-paint-links.ts):
 * with JavaScript off the confirmation's heading and buttons, the feedback's ratings, comment box and
 * Send are there, the lines the link fills pending; with it, React draws the same boxes while it looks
 * the link up, and the link's own lines take the pending ones' places without moving the page. The
 * page the server sends carries nothing of the link's appointment: the service worker may keep it.
 */
import { demoLinkPath } from './demo-link';
import { expect, test } from './harness';
import { compareBoxes, type Part } from './paint-boxes';

const CONFIRM: readonly Part[] = [
  ['heading', 'main h1', 'main h1'],
  ['lines', '.fp-plink-line', '[data-testid="confirm-when"], [data-testid="confirm-doctor"]'],
  ['buttons', '.fp-plink-actions > span', '[data-testid="confirm-approve"], [data-testid="confirm-cancel"]'],
];

const FEEDBACK: readonly Part[] = [
  ['heading', 'main h1', 'main h1'],
  ['doctor', '.fp-plink-line', '[data-testid="feedback-doctor"]'],
  ['stars', '.fp-plink-star', '[data-testid^="rating-"] .fui-RatingItem'],
  ['comment', '.fp-plink-comment', ':has(> [data-testid="feedback-comment"])'],
  ['hint', '.fp-plink-hint', '.fui-Field:has([data-testid="feedback-comment"]) .fui-Field__hint'],
  ['send', '.fp-plink-send > span', '[data-testid="feedback-send"]'],
];

for (const [kind, parts, shown] of [
  ['confirmation', CONFIRM, '[data-testid="confirm-doctor"]'],
  ['feedback', FEEDBACK, '[data-testid="feedback-doctor"]'],
] as const)
  test(`a ${kind} link paints its frame before any script, box for box, without the appointment`, async ({
    browser,
    server,
    request,
  }) => {
    const path = await demoLinkPath(server, kind);
    await compareBoxes(browser, server, path, parts, parts[1]![0]);

    const page = await browser.newPage();
    await page.goto(server.url + path);
    const doctor = (await page.locator(shown).textContent())?.replace(/^[^:]*:\s*/, '') ?? '';
    expect(doctor.length).toBeGreaterThan(3);
    const served = await (await request.get(server.url + path)).text();
    expect(served).toContain('class="fp-plink"');
    expect(served).not.toContain(doctor);
    await page.close();
  });

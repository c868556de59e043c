/**
 * The licence agreement and the privacy policy paint before any script
 * (server/http/first-paint-agreement.ts): with JavaScript off the document is there, and with it
 * React draws the same boxes where the page had them.
 */
import { compareBoxes, type Part } from './paint-boxes';
import { test } from './harness';

const PARTS: readonly Part[] = [
  ['text', '.fp-agreement-text', '[data-testid="agreement"] p'],
  ['heading', 'main h1', 'main h1'],
  ['document', 'main article', '[data-testid="agreement"]'],
];

for (const path of ['/end-user-license-agreement', '/privacy-policy'])
  test(`${path} paints its document before any script, box for box`, async ({ browser, server }) => {
    await compareBoxes(browser, server, path, PARTS, 'text');
  });

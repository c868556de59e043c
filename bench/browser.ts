/**
 * The browser every benchmark drives through Playwright: the browser tests' flags on the full Chromium
 * a patient runs (CHROMIUM_PATH, Debian's, or Playwright's), never the headless shell the tests prefer
 * when it is installed, so the figures stay comparable with earlier ones and with Lighthouse's.
 */
import { chromium, type LaunchOptions } from '@playwright/test';
import config from '../playwright.config';
import { findChromiumHere } from '../scripts/test-needs.mjs';

const found = findChromiumHere({
  headlessShell: false,
  playwrightChromium: () => chromium.executablePath(),
});

export const BENCH_LAUNCH: LaunchOptions = {
  ...config.use?.launchOptions,
  ...(found.path ? { executablePath: found.path } : {}),
};

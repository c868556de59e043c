// @vitest-environment jsdom
/**
 * A screen whose first render builds an Intl formatter for the first time has it built ahead, in a task
 * of its own, once its chunk has loaded: the doctor's and the service's pages the clinic zone's
 * formatter for the free times and the price format, a services list the price format. Inside the
 * render that first build (locale and zone data, about 10 ms on a phone) lengthened the page's longest task.
 */
import { afterEach, expect, test, vi } from 'vitest';
import type { Configuration } from '../../src/api/configuration';
import { initI18n } from '../../src/app/i18n';
import { preloadScreen } from '../../src/app/routes/screens';
import { embeddedConfiguration } from '../../src/app/state/configuration';

afterEach(() => {
  vi.restoreAllMocks();
  embeddedConfiguration.value = null;
});

/** The zones and locales formatters were built for while `work` ran. */
async function formattersBuiltBy(work: () => Promise<void>) {
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  await work();
  return {
    zones: dates.mock.calls.map(([, options]) => options?.timeZone),
    numberLocales: numbers.mock.calls.map(([locale]) => locale),
  };
}

test.each([
  ['/clinic/1/doctor/3', 'Asia/Kamchatka', true],
  ['/clinic/1/service/72', 'Asia/Magadan', true],
  ['/clinic/1/services', 'Asia/Sakhalin', false],
])('%s: its formatters are built before its first render', async (path, timeZone, showsTimes) => {
  initI18n('ru');
  embeddedConfiguration.value = { timeZone } as Configuration;
  const built = await formattersBuiltBy(() => preloadScreen(path));
  expect(built.zones.includes(timeZone)).toBe(showsTimes);
  // The price format is built once per locale for the whole page: the first screen to need it builds it.
  if (path === '/clinic/1/doctor/3') expect(built.numberLocales).toContain('ru');
});

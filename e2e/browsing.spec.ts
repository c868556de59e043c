/**
 * Browsing end to end: clinic menu → categories → services (scrolling loads more, the search
 * narrows) → service → doctor, and specialties → doctors; then the same walk with the server stopped,
 * which shows what was seen before from the data worker's database (the app itself from the service
 * worker's precache).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { appStarted, holdApp } from './server-drawn';
import { untilServiceWorkerControls } from './service-worker';

const rows = (page: Page, id: string) => page.getByTestId(id);

/** The title of a clinic 1 service that has specialists (its first word finds it among few). */
async function serviceWithSpecialists(base: string): Promise<string> {
  const services = (await (await fetch(`${base}/api/clinics/1/services/list?offset=0&limit=200`)).json()) as {
    title: string;
    doctorIds: number[];
  }[];
  const found = services.find((service) => service.doctorIds.length > 0);
  expect(found).toBeDefined();
  return found!.title;
}

/** The walk; returns what it saw so the offline walk can compare. */
async function walk(page: Page, base: string, seen?: Seen): Promise<Seen> {
  await page.goto(`${base}/clinic/1/menu`);
  await page.getByTestId('clinic-menu-services').click();
  await expect(page).toHaveURL(/\/clinic\/1\/services$/);
  await expect(rows(page, 'category-row').first()).toBeVisible();
  const categories = await rows(page, 'category-row').count();
  if (seen) expect(categories).toBe(seen.categories);

  await page.getByTestId('category-all').click();
  await expect(page).toHaveURL(/\/clinic\/1\/services\/all$/);
  await expect(rows(page, 'service-row').first()).toBeVisible();
  const firstPage = await rows(page, 'service-row').count();
  // The first page fills more than the screen, so the next one waits for scrolling.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => rows(page, 'service-row').count()).toBeGreaterThan(firstPage);

  // A service with specialists, searched for by the first word of its title.
  const title = seen?.serviceTitle ?? (await serviceWithSpecialists(base));
  const word = title.split(' ')[0]!;
  await page.getByTestId('service-search').fill(`  ${word} `);
  await expect
    .poll(
      async () => {
        const titles = await rows(page, 'service-row').allTextContents();
        return (
          titles.length > 0 &&
          titles.length < firstPage &&
          titles.every((text) => text.toLowerCase().includes(word.toLowerCase()))
        );
      },
      { timeout: 5000 },
    )
    .toBe(true);

  const first = rows(page, 'service-row').filter({ hasText: title }).first().getByRole('link');
  const serviceTitle = title;
  await first.click();
  await expect(page).toHaveURL(/\/clinic\/1\/service\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceTitle);
  await expect(page.getByTestId('service-card').getByTestId('service-price')).toContainText('₽');

  await page.getByTestId('service-specialists').click();
  if (/\/doctors\?/.test(page.url())) {
    await expect(rows(page, 'doctor-row').first()).toBeVisible();
    await rows(page, 'doctor-row').first().getByRole('link').click();
  }
  await expect(page).toHaveURL(/\/clinic\/1\/doctor\/\d+$/);
  await expect(page.getByTestId('doctor-card')).toBeVisible();
  const doctorName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  if (seen) expect(doctorName).toBe(seen.doctorName);

  await page.goto(`${base}/clinic/1/menu`);
  await page.getByTestId('clinic-menu-specialties').click();
  await expect(page).toHaveURL(/\/clinic\/1\/specialties$/);
  await expect(rows(page, 'specialty-row').first()).toBeVisible();
  const specialty = rows(page, 'specialty-row')
    .filter({ hasText: /(?:^|\D)(?:[2-9]|\d{2,}) специалист/ })
    .first();
  await specialty.getByRole('link').click();
  await expect(page).toHaveURL(/\/clinic\/1\/doctors\?specialty=\d+$/);
  await expect.poll(() => rows(page, 'doctor-row').count()).toBeGreaterThan(1);
  const doctors = await rows(page, 'doctor-row').count();
  if (seen) expect(doctors).toBe(seen.doctors);
  return { categories, serviceTitle: title, doctorName, doctors };
}

interface Seen {
  categories: number;
  serviceTitle: string;
  doctorName: string;
  doctors: number;
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('browsing walk online, then again with the server stopped', async ({ page, server }) => {
    await page.goto(server.url);
    await untilServiceWorkerControls(page);
    const seen = await walk(page, server.url);
    await server.stop();
    await walk(page, server.url, seen);
  });
});

test('an unknown clinic goes to the start page; sections a clinic does not offer redirect', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/clinic/99/services`);
  await expect(page).toHaveURL(`${server.url}/`);
  // Clinic 3 has no services: its services sections go to the root (the start page: 4 clinics).
  await page.goto(`${server.url}/clinic/3/services`);
  await expect(page).toHaveURL(`${server.url}/`);
  await page.goto(`${server.url}/clinic/3/services/all`);
  await expect(page).toHaveURL(`${server.url}/`);
  // Clinic 4 hides its information: the page steps back (to its menu, the fixed parent).
  await page.goto(`${server.url}/clinic/4`);
  await expect(page).toHaveURL(`${server.url}/clinic/4/menu`);
  await expect(page.getByTestId('clinic-menu-information')).toHaveCount(0);
});

test('clinic information: phones as tel: links, the site by its hostname in a new tab', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/clinic/1`);
  const info = page.getByTestId('clinic-information');
  await expect(info).toBeVisible();
  await expect(info.locator('a[href^="tel:"]').first()).toBeVisible();
  const site = page.getByTestId('clinic-site');
  await expect(site).toHaveAttribute('target', '_blank');
  expect(await site.textContent()).not.toMatch(/^https?:/);
});

test('the service description dialog takes focus and gives it back to its link on Escape', async ({
  page,
  server,
}) => {
  // A service with a description, found through the API the worker uses.
  const services = (await (
    await fetch(`${server.url}/api/clinics/1/services/list?offset=0&limit=200`)
  ).json()) as { id: number; informationAboutService?: string }[];
  const described = services.find((service) => service.informationAboutService);
  expect(described).toBeDefined();
  await page.goto(`${server.url}/clinic/1/service/${described!.id}`);
  const about = page.getByTestId('service-about');
  await about.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(described!.informationAboutService!.slice(0, 20));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(about).toBeFocused();
});

test('a category’s info button opens its description by keyboard and Escape gives focus back', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/clinic/1/services`);
  const row = rows(page, 'category-row').first();
  const button = row.getByRole('button');
  const title = ((await button.getAttribute('aria-label')) ?? '').replace('Подробнее: ', '');
  expect(title.length).toBeGreaterThan(0);
  await expect(row.getByRole('link')).toContainText(title);
  await button.focus();
  await page.keyboard.press('Enter');
  const tip = page.locator('.fui-PopoverSurface');
  await expect(tip.first()).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(page.locator('.fui-PopoverSurface')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('back from a service, the services list is where it was scrolled to', async ({ page, server }) => {
  await page.goto(`${server.url}/clinic/1/services/all`);
  await expect(rows(page, 'service-row').first()).toBeVisible();
  const firstPage = await rows(page, 'service-row').count();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => rows(page, 'service-row').count()).toBeGreaterThan(firstPage);
  const target = rows(page, 'service-row').nth(firstPage + 2);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const title = (await target.getByRole('link').textContent()) ?? '';
  await target.getByRole('link').click();
  await expect(page).toHaveURL(/\/service\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/all$/);
  await expect(rows(page, 'service-row').nth(firstPage + 2)).toContainText(title.slice(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('a doctor available only with the service: services first, then the schedule under a closable banner', async ({
  page,
  server,
}) => {
  const { doctors } = (await (await fetch(`${server.url}/api/clinics/doctors/list`)).json()) as {
    doctors: { id: number; availability: number; clinicIds: number[] }[];
  };
  const doctor = doctors.find((item) => item.availability === 4 && item.clinicIds.includes(1));
  expect(doctor).toBeDefined();
  await page.goto(`${server.url}/clinic/1/doctor/${doctor!.id}`);
  const services = page.getByTestId('doctor-services');
  await expect(services.getByTestId('service-row').first()).toBeVisible();
  await expect(page.getByTestId('doctor-schedule')).toHaveCount(0);

  const first = services.getByTestId('service-row').first().getByRole('button').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  const banner = page.getByTestId('selected-service');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('doctor-schedule')).toHaveCount(1);
  await expect(services).toHaveCount(0);
  expect(title.length).toBeGreaterThan(0);

  await banner.getByRole('button', { name: 'Закрыть выбранную услугу и вернуться к услугам' }).click();
  await expect(page.getByTestId('doctor-services')).toBeVisible();
  await expect(page.getByTestId('doctor-schedule')).toHaveCount(0);
});

test('a service’s specialists link names as many doctors as the list it opens shows', async ({
  page,
  server,
}) => {
  const services = (await (
    await fetch(`${server.url}/api/clinics/1/services/list?offset=0&limit=200`)
  ).json()) as { id: number; doctorIds: number[] }[];
  const { doctors } = (await (await fetch(`${server.url}/api/clinics/doctors/list`)).json()) as {
    doctors: { id: number; availability: number; clinicIds: number[] }[];
  };
  const listed = new Set(
    doctors
      .filter((doctor) => doctor.clinicIds.includes(1) && [1, 4].includes(doctor.availability))
      .map((doctor) => doctor.id),
  );
  // Several specialists, so the link opens the list (one leads straight to the doctor); preferably a
  // service that also names a doctor the list leaves out, where counting its ids would be wrong.
  const several = services.filter((service) => service.doctorIds.filter((id) => listed.has(id)).length > 1);
  const service =
    several.find((candidate) => candidate.doctorIds.some((id) => !listed.has(id))) ?? several[0];
  expect(service).toBeDefined();
  await page.goto(`${server.url}/clinic/1/service/${service!.id}`);
  const link = page.getByTestId('service-specialists');
  await expect(link).toBeVisible();
  // The doctors the link names (its `doctors` query), as many as the list they open must show.
  const href = new URL((await link.getAttribute('href'))!, server.url);
  const count = (JSON.parse(href.searchParams.get('doctors') ?? '[]') as number[]).length;
  expect(count).toBeGreaterThan(1);
  await link.click();
  await expect(page).toHaveURL(/\/clinic\/1\/doctors\?/);
  await expect(rows(page, 'doctor-row').first()).toBeVisible();
  await expect(rows(page, 'doctor-row')).toHaveCount(count);
});

test('a word typed into the services search before the app runs, on a phone (4x CPU): the list finds it', async ({
  page,
  server,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdApp(page);
  await page.goto(`${server.url}/clinic/1/services/all`, { waitUntil: 'domcontentloaded' });
  // The server drew the list and its search field: typed into before any of the app's script ran.
  const search = page
    .getByTestId('service-search')
    .locator('input')
    .or(page.locator('input[data-testid="service-search"]'));
  await search.first().fill('аудиометрия');
  release();
  await appStarted(page);
  await expect(page.getByTestId('service-row')).toHaveCount(1);
  await expect(page.getByTestId('service-row')).toContainText('Аудиометрия');
  await expect(search.first()).toHaveValue('аудиометрия');
});

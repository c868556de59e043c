/**
 * Personal links in a real browser against the real server and its demo links: confirming by link goes
 * home with its snackbar, an unknown link goes home, feedback is sent once (the second visit says it is
 * no longer available), a short link leads to its feedback.
 */
import type { Page } from '@playwright/test';
import { expect, type RunningServer, test } from './harness';

async function demoLink(server: RunningServer, kind: string): Promise<string> {
  await expect.poll(() => server.output().includes('demo call:')).toBe(true);
  const line = server.output().match(new RegExp(`demo ${kind}: (\\S+)`));
  if (!line?.[1]) throw new Error(`no demo ${kind} link`);
  return new URL(line[1]).pathname;
}

const snackbar = (page: Page, text: string) => expect(page.getByText(text)).toBeVisible();

test('confirm by link: the appointment, Confirm, then the start page with the snackbar', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}${await demoLink(server, 'confirmation')}`);
  await expect(page.getByTestId('confirm-doctor')).toContainText(/\S+ \S+/);
  await page.getByTestId('confirm-approve').click();
  await expect(page).toHaveURL(`${server.url}/`);
  await snackbar(page, 'Запись подтверждена');
});

test('an unknown confirmation link goes to the start page', async ({ page, server }) => {
  await page.goto(`${server.url}/appointment/zzzzzzzzzz`);
  await expect(page).toHaveURL(`${server.url}/`);
});

test('feedback by a short link: sent once; the second visit says it is no longer available', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}${await demoLink(server, 'short link')}`);
  await expect(page).toHaveURL(/\/feedback\//);
  const feedbackUrl = page.url();
  await expect(page.getByTestId('feedback-doctor')).toBeVisible();
  const send = page.getByTestId('feedback-send');
  await expect(send).toBeDisabled();
  await page
    .getByTestId('rating-assessment')
    .getByRole('radio', { name: '4.5 из 5', exact: true })
    .click({ force: true });
  await expect(send).toBeDisabled();
  await page
    .getByTestId('rating-recommend')
    .getByRole('radio', { name: '5 из 5', exact: true })
    .click({ force: true });
  await page.getByTestId('feedback-comment').fill('Спасибо');
  await send.click();
  await expect(page).toHaveURL(`${server.url}/`);
  await snackbar(page, 'Отзыв успешно отправлен');

  await page.goto(feedbackUrl);
  await expect(page).toHaveURL(`${server.url}/`);
  await snackbar(page, 'Отзыв больше недоступен');
});

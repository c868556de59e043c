/**
 * Personal links in a real browser against the real server and its demo links: confirming or cancelling
 * by link goes home with its snackbar and changes the appointment in the server's database, an unknown
 * link goes home, an outdated one says so, feedback is sent once (a second send and a second visit say
 * it is no longer available), a short link leads to its feedback, and a reminder the server sent to the
 * dev outbox is opened on a phone and confirmed.
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { AppointmentStatus } from '../src/api/booking';
import { expect, type RunningServer, startServer, test } from './harness';

async function demoLink(server: RunningServer, kind: string): Promise<string> {
  await expect.poll(() => server.output().includes('demo call:')).toBe(true);
  const line = server.output().match(new RegExp(`demo ${kind}: (\\S+)`));
  if (!line?.[1]) throw new Error(`no demo ${kind} link`);
  return new URL(line[1]).pathname;
}

const snackbar = (page: Page, text: string) => expect(page.getByText(text)).toBeVisible();

const keyOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

/** Runs `work` on the server's database file (the embedded SQLite the server writes). */
function withDatabase<T>(server: RunningServer, work: (db: Database.Database) => T): T {
  const db = new Database(server.databaseFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The status of the appointment behind a client access key, read from the server's database. */
const statusByKey = (server: RunningServer, key: string) =>
  withDatabase(server, (db) => {
    const row = db.prepare('select status from appointments where client_access_key = ?').get(key) as
      | { status: number }
      | undefined;
    return row?.status;
  });

async function chooseByLink(page: Page, server: RunningServer, button: 'confirm-approve' | 'confirm-cancel') {
  const path = await demoLink(server, 'confirmation');
  expect(statusByKey(server, keyOf(path))).toBe(AppointmentStatus.NEED_APPROVAL);
  await page.goto(`${server.url}${path}`);
  await expect(page.getByTestId('confirm-doctor')).toContainText(/\S+ \S+/);
  await page.getByTestId(button).click();
  await expect(page).toHaveURL(`${server.url}/`);
  return keyOf(path);
}

test('confirm by link: the appointment, Confirm, then the start page with the snackbar; approved on the server', async ({
  page,
  server,
}) => {
  const key = await chooseByLink(page, server, 'confirm-approve');
  await snackbar(page, 'Запись подтверждена');
  expect(statusByKey(server, key)).toBe(AppointmentStatus.APPROVED);
});

test('cancel by link: Cancel, then the start page with the snackbar; canceled by client on the server', async ({
  page,
  server,
}) => {
  const key = await chooseByLink(page, server, 'confirm-cancel');
  await snackbar(page, 'Запись отменена');
  expect(statusByKey(server, key)).toBe(AppointmentStatus.CANCELED_BY_CLIENT);
});

test('an outdated confirmation link says so and goes to the start page, changing nothing', async ({
  page,
  server,
}) => {
  const path = await demoLink(server, 'confirmation');
  const key = keyOf(path);
  withDatabase(server, (db) =>
    db
      .prepare('update appointments set client_access_key_expires_at = ? where client_access_key = ?')
      .run('2001-01-01T00:00:00.000Z', key),
  );
  // The server answers 410 (link_is_outdated), which alone gives this snackbar.
  await page.goto(`${server.url}${path}`);
  await expect(page).toHaveURL(`${server.url}/`);
  await snackbar(page, 'Ссылка устарела');
  expect(statusByKey(server, key)).toBe(AppointmentStatus.NEED_APPROVAL);
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

test('feedback sent from one tab: Send in a second tab shows that it is no longer available', async ({
  context,
  server,
}) => {
  const path = await demoLink(server, 'feedback');
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(`${server.url}${path}`);
    await tab
      .getByTestId('rating-assessment')
      .getByRole('radio', { name: '3 из 5', exact: true })
      .click({ force: true });
    await tab
      .getByTestId('rating-recommend')
      .getByRole('radio', { name: '4 из 5', exact: true })
      .click({ force: true });
  }
  // Both forms loaded before the first Send: a tab whose app looked its link up only after the feedback
  // was sent is told at once that it is no longer available and goes home, with no Send to press.
  for (const tab of tabs) await expect(tab.getByTestId('feedback-doctor')).toBeVisible();
  const [first, second] = tabs as [Page, Page];
  await first.getByTestId('feedback-send').click();
  await snackbar(first, 'Отзыв успешно отправлен');
  await second.getByTestId('feedback-send').click();
  await expect(second).toHaveURL(`${server.url}/`);
  await snackbar(second, 'Отзыв больше недоступен');
  const stored = withDatabase(server, (db) =>
    db
      .prepare('select general_assessment, net_promoter_score from feedbacks where feedback_key = ?')
      .all(keyOf(path)),
  );
  expect(stored).toEqual([{ general_assessment: 6, net_promoter_score: 8 }]);
});

test('a reminder from the dev outbox, opened on a phone and confirmed', async ({ browser }) => {
  // The job every half second, with a fortnight's lead: the demo account's appointment waiting for
  // approval is on its doctor's first working day from five days on, which the doctor's days off can
  // push past a week (seen when seeded on a Monday in the clinic's zone: it fell on the Monday after).
  const server = await startServer({
    env: { REMINDERS: '1', REMINDER_INTERVAL_MS: '500', REMINDER_LEAD_MINUTES: '20160' },
  });
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    let link = '';
    await expect
      .poll(async () => {
        const outbox = await fetch(`${server.url}/api/dev/outbox?phone=79990000001`);
        const { texts } = (await outbox.json()) as { texts: { text: string }[] };
        const reminder = texts.find(({ text }) => text.startsWith('Подтвердите запись'));
        link = reminder?.text.match(/https?:\/\/\S+\/link\/\S+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const page = await phone.newPage();
    // The message carries the public address (localhost); the harness serves the same port on 127.0.0.1.
    await page.goto(`${server.url}${new URL(link).pathname}`);
    await expect(page).toHaveURL(/\/appointment\//);
    const key = keyOf(new URL(page.url()).pathname);
    await page.getByTestId('confirm-approve').tap();
    await expect(page).toHaveURL(`${server.url}/`);
    await snackbar(page, 'Запись подтверждена');
    expect(statusByKey(server, key)).toBe(AppointmentStatus.APPROVED);
  } finally {
    await phone.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/**
 * The waitlist in a real browser against the real server (hold 40 s, job every second): a second patient
 * joins the line for a doctor from the doctor's page; the first patient cancels twice on the appointments
 * screen. The first freed time is offered to the second (in the dev outbox), hidden from a third visitor
 * while held, and free to that visitor once the hold ran out with nobody else in line. The second freed
 * time shows in the second patient's open tab (snackbar, mark) and is booked from the message's link on
 * a phone.
 */
import { devices, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, type RunningServer, startServer, test } from './harness';
import { escapeGivesFocusBack, hooks, signIn } from './shell-support';

const FIRST = '79990000001';
const SECOND = '79990000002';
const HOLD_SECONDS = 40;
const CLINIC = 1;

interface Free {
  date: string;
  time: string;
}

async function api(server: RunningServer, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  // An object or, for a list call, the array itself: each caller casts to the answer it asked for.
  return (await res.json()) as unknown;
}

/** A bookable doctor of the clinic and two of the doctor's free times within the first four days. */
async function doctorWithTwoTimes(server: RunningServer): Promise<{ doctorId: number; times: Free[] }> {
  const { doctors } = (await api(server, '/clinics/doctors/list')) as {
    doctors: { id: number; availability: number; clinicIds: number[] }[];
  };
  for (const doctor of doctors.filter((d) => d.availability === 1 && d.clinicIds.includes(CLINIC))) {
    const today = new Date().toISOString().slice(0, 10);
    const days = (await api(server, `/clinics/${CLINIC}/doctors-schedule`, {
      doctorIds: [doctor.id],
      date: today,
    })) as { date: string; recordingPoints: Record<string, number[]> }[];
    const times = days.flatMap((day) =>
      Object.keys(day.recordingPoints).map((time) => ({ date: day.date, time })),
    );
    // Not the very first time: it could pass while the test runs.
    if (times.length >= 3) return { doctorId: doctor.id, times: times.slice(1, 3) };
  }
  throw new Error('no doctor with free times');
}

/** What a visitor with a fresh browser sees on the doctor's page that day. */
async function visitorSees(browser: Browser, server: RunningServer, doctorId: number, at: Free) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/clinic/${CLINIC}/doctor/${doctorId}`);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  const visible = await page.getByTestId(`slot-${at.date}-${at.time}`).count();
  await context.close();
  return visible > 0;
}

/**
 * Pages the doctor's schedule on to the first window whose days carry the waitlist's offer (a day
 * without this doctor's times). The app runs first: a tap on the server-drawn page is held until it has
 * hydrated, and the window on screen until then is not the one the test's taps lead to. Each tap waits
 * for its window's days, not the last window's still on screen.
 */
async function toWindowWithOffer(page: Page, windows: number): Promise<void> {
  await hooks(page);
  const shown = page.getByTestId('schedule-window');
  for (let step = 0; step < windows; step++) {
    await expect(page.getByTestId('schedule-grid')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The offer is a part of its own, loaded the first time a window calls for it.
    const offered = await page
      .getByTestId('waitlist-ask')
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (offered) return;
    const before = await shown.textContent();
    await page.getByTestId('schedule-next').click();
    await expect(shown).not.toHaveText(before ?? '');
  }
  await expect(page.getByTestId('waitlist-ask')).toHaveCount(1);
}

async function cancelOnScreen(page: Page, appointmentId: number) {
  // An earlier cancel's snackbar may still show (they close after a few seconds): cleared first, so the
  // one looked for is this cancel's.
  await hooks(page);
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: { clearSnackbars(): void } }).__priyomShell.clearSnackbars(),
  );
  const row = page.locator(`[data-testid="appointment-row"][data-appointment-id="${appointmentId}"]`);
  await row.getByTestId('appointment-cancel').click();
  await page.getByTestId('cancel-dialog').getByTestId('cancel-confirm').click();
  await expect(page.getByText('Запись отменена')).toBeVisible();
}

/** Checks that the time's hold lasts `seconds` from its offer, then ends it now (the job settles it). */
function runOutHold(server: RunningServer, at: Free, seconds: number): void {
  const db = new Database(server.databaseFile);
  try {
    const held = db
      .prepare(
        "select id, offered_at, expires_at from waitlist_offers where status = 'held' and date = ? and time = ?",
      )
      .all(at.date, at.time) as { id: number; offered_at: string; expires_at: string }[];
    expect(held).toHaveLength(1);
    const [hold] = held as [(typeof held)[number]];
    expect(Date.parse(hold.expires_at) - Date.parse(hold.offered_at)).toBe(seconds * 1000);
    db.prepare('update waitlist_offers set expires_at = ? where id = ?').run(
      new Date().toISOString(),
      hold.id,
    );
  } finally {
    db.close();
  }
}

async function offerTexts(server: RunningServer): Promise<string[]> {
  const { texts } = (await api(server, `/dev/outbox?phone=${SECOND}`)) as { texts: { text: string }[] };
  return texts.map((entry) => entry.text).filter((text) => text.startsWith('Освободилось время'));
}

test('a freed time goes to the first in line, held from others; booked from the link on a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({
    env: { WAITLIST_HOLD_SECONDS: String(HOLD_SECONDS), WAITLIST_INTERVAL_MS: '1000' },
  });
  try {
    const { doctorId, times } = await doctorWithTwoTimes(server);
    const [early, later] = times as [Free, Free];
    // The first patient holds both times (through the API: the booking dialog has its own tests).
    const { accessToken } = (await api(server, '/auth/login', { phone: FIRST, password: 'demo2026' })) as {
      accessToken: string;
    };
    const ids: number[] = [];
    for (const at of [early, later]) {
      const { appointment } = (await api(
        server,
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [doctorId], ...at },
        accessToken,
      )) as { appointment: { id: number } };
      ids.push(appointment.id);
    }

    // The second patient joins the line from the doctor's page, for any time up to the later day.
    const second = await (await browser.newContext()).newPage();
    await second.goto(server.url);
    await signIn(second, SECOND);
    await second.goto(`${server.url}/clinic/${CLINIC}/doctor/${doctorId}`);
    await toWindowWithOffer(second, 3);
    await second.getByTestId('waitlist-ask').getByRole('button').click();
    await second.getByTestId('waitlist-last-date').fill(later.date);
    await second.getByTestId('waitlist-confirm').click();
    await expect(second.getByText('Сообщим, если освободится время')).toBeVisible();
    await second.goto(`${server.url}/appointments`);
    await expect(second.getByTestId('waitlist-request')).toHaveCount(1);

    // The first patient cancels the later time: offered to the second, held from everyone else.
    const first = await (await browser.newContext()).newPage();
    await first.goto(server.url);
    await signIn(first, FIRST);
    await first.goto(`${server.url}/appointments`);
    await hooks(first);
    await cancelOnScreen(first, ids[1] as number);
    await expect.poll(() => offerTexts(server), { timeout: 15_000 }).toHaveLength(1);
    expect(await visitorSees(browser, server, doctorId, later)).toBe(false);
    // Nobody else is in line: once the hold runs out, everyone may book it. The hold ends the configured
    // time after the offer; rather than sit through it, the test then moves its end to now in the
    // server's database, as that time passing would, and the job's next pass runs it out.
    runOutHold(server, later, HOLD_SECONDS);
    await expect.poll(() => visitorSees(browser, server, doctorId, later), { timeout: 20_000 }).toBe(true);

    // The earlier time frees: the second patient's open tab shows it, and the message's link books it.
    await cancelOnScreen(first, ids[0] as number);
    await expect.poll(() => offerTexts(server), { timeout: 15_000 }).toHaveLength(2);
    // The snackbar lasts only as long as the hold: looked for first, as soon as the tab learns of the offer.
    await expect(second.getByText('Освободилось время у специалиста')).toBeVisible({ timeout: 30_000 });
    await expect(second.getByTestId('waitlist-offer-mark')).toBeVisible();
    expect(await visitorSees(browser, server, doctorId, early)).toBe(false);

    const [latest] = await offerTexts(server);
    const link = /https?:\/\/\S+\/link\/[A-Za-z0-9]{10}/.exec(latest ?? '')?.[0];
    expect(link).toBeDefined();
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const mobile = await phone.newPage();
    await mobile.goto(new URL(new URL(link ?? '').pathname, server.url).toString());
    await expect(mobile).toHaveURL(/\/waitlist\/[A-Za-z0-9]{10}$/);
    await expect(mobile.getByTestId('waitlist-offer-when')).toContainText(early.time);
    await mobile.getByTestId('waitlist-book').click();
    await expect(mobile).toHaveURL(`${server.url}/`);
    await expect(mobile.getByText('Вы записаны на')).toBeVisible();
    expect(await visitorSees(browser, server, doctorId, early)).toBe(false);
    await phone.close();
  } finally {
    await server.stop();
  }
});

test('the join dialog, opened and closed by keyboard, gives the focus back to the offer that opened it', async ({
  page,
  server,
}) => {
  const { doctorId } = await doctorWithTwoTimes(server);
  await page.goto(`${server.url}/clinic/${CLINIC}/doctor/${doctorId}`);
  await toWindowWithOffer(page, 6);
  const ask = page.getByTestId('waitlist-ask').getByRole('button');
  await escapeGivesFocusBack(page, ask, page.getByTestId('waitlist-dialog'));
});

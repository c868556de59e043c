// @vitest-environment jsdom
/**
 * The page's own data (app/state/first-page.ts) as the first render shows it: fresh when the server
 * sent the page, and from the device, with why, when the service worker sent its kept copy (no
 * network answered), so the schedule is closed and says how old its times are from the first render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const QUERY = { clinicId: 1, doctorIds: [7], serviceId: null, date: '2026-11-27' };
const block = JSON.stringify({
  at: 1_000,
  schedule: {
    clinicId: 1,
    doctorIds: [7],
    entryTypeId: null,
    date: '2026-11-27',
    days: [{ date: '2026-11-27', recordingPoints: { '10:00': [7] } }],
  },
});

async function viewOf(root: string) {
  document.body.innerHTML = `<script id="priyom-first-page" type="application/json">${block}</script>${root}`;
  vi.resetModules();
  const { embeddedScheduleView } = await import('../../src/app/state/first-page');
  return embeddedScheduleView(QUERY);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page data of a kept page', () => {
  it('is fresh in a page the server sent', async () => {
    const view = await viewOf('<div id="root"></div>');
    expect(view).toMatchObject({ updatedAt: 1_000, stale: false, lastError: null });
  });

  it('is from the device, offline, in a page kept when no network answered', async () => {
    const view = await viewOf('<div id="root" data-kept="offline"></div>');
    expect(view).toMatchObject({ updatedAt: 1_000, stale: true, lastError: 'offline' });
  });

  it('says the server failed in a page kept on a server error, and ignores an unknown mark', async () => {
    expect(await viewOf('<div id="root" data-kept="server"></div>')).toMatchObject({ lastError: 'server' });
    expect(await viewOf('<div id="root" data-kept="later"></div>')).toMatchObject({ lastError: null });
  });
});

/**
 * The published free times end to end: a small client of the kind a search site runs reads the
 * `$bulk-publish` manifest and its NDJSON files from the real server, picks a free slot a week ahead
 * (past the schedule's first range, so only the link's day can show it), adds its own `source` and
 * `booking-referral` as the standard says, and sends a patient there; the doctor's page opens at that
 * day and the patient books that very time.
 */
import { expect, test } from './harness';
import { signIn } from './shell-support';

type Resource = Record<string, unknown> & { id: string };
interface Manifest {
  transactionTime: string;
  output: { type: string; url: string }[];
  error: unknown[];
}

const DEEP_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';

/** What a slot-discovery client does: the manifest, then every file of the types it wants. */
async function discover(manifestUrl: string) {
  const answer = await fetch(manifestUrl, { headers: { accept: 'application/json' } });
  expect(answer.status).toBe(200);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest.error).toEqual([]);
  const read = async (type: string) => {
    const files = manifest.output.filter((entry) => entry.type === type);
    const texts = await Promise.all(
      files.map(async (entry) => {
        const file = await fetch(entry.url, { headers: { accept: 'application/fhir+ndjson' } });
        expect(file.headers.get('content-type')).toBe('application/fhir+ndjson');
        return file.text();
      }),
    );
    return texts.flatMap((text) =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Resource),
    );
  };
  const [locations, schedules, slots] = await Promise.all(['Location', 'Schedule', 'Slot'].map(read));
  return { locations: locations!, schedules: schedules!, slots: slots! };
}

/** The booking link with the client's own parameters added, whatever the link already holds. */
function referral(slot: Resource): string {
  const link = (slot.extension as { url: string; valueUrl: string }[]).find((item) => item.url === DEEP_LINK);
  const url = new URL(link!.valueUrl);
  url.searchParams.set('source', 'e2e-directory');
  url.searchParams.set('booking-referral', 'ref-1');
  return url.toString();
}

test('a search site reads the published free times, follows a free slot into the portal, and the patient books it', async ({
  page,
  server,
}) => {
  const { locations, schedules, slots } = await discover(`${server.url}/api/fhir/$bulk-publish`);
  expect(locations.length).toBeGreaterThan(0);

  // A doctor of clinic 1 booked directly, at a free time at least five days ahead.
  const { doctors } = (await (await fetch(`${server.url}/api/clinics/doctors/list`)).json()) as {
    doctors: { id: number; availability: number }[];
  };
  const direct = new Set(doctors.filter((doctor) => doctor.availability === 1).map((doctor) => doctor.id));
  const days = [...new Set(slots.map((slot) => String(slot.start).slice(0, 10)))].sort();
  const later = days[5]!;
  const slot = slots.find((item) => {
    const reference = (item.schedule as { reference: string }).reference;
    const schedule = schedules.find((entry) => `Schedule/${entry.id}` === reference);
    const actor = (schedule?.actor as { reference: string }[] | undefined)?.[0]?.reference;
    const doctorId = Number(reference.replace('Schedule/', '').split('-')[0]);
    return (
      item.status === 'free' &&
      actor === 'Location/1' &&
      direct.has(doctorId) &&
      String(item.start).slice(0, 10) >= later
    );
  });
  expect(slot, 'a free slot five days ahead').toBeDefined();
  const date = String(slot!.start).slice(0, 10);
  const time = String(slot!.start).slice(11, 16);
  const link = referral(slot!);
  expect(new URL(link).pathname).toMatch(/^\/clinic\/1\/doctor\/\d+$/);

  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(server.url);
  await signIn(page);
  await page.goto(link);
  const cell = page.getByTestId(`slot-${date}-${time}`);
  await expect(cell).toBeVisible();
  await cell.click();
  const dialog = page.getByTestId('create-appointment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('Запись с сайта-агрегатора');
  await dialog.getByTestId('booking-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Вы записаны на приём')).toBeVisible();
  await expect(page.getByTestId(`slot-${date}-${time}`)).toHaveCount(0);
});

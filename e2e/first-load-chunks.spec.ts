/**
 * A screen's chunks come through the module graph, not through a <link rel="modulepreload"> per chunk
 * appended by the app: on a phone each append cost about 1 ms of the main thread, twenty-odd in one task
 * for a doctor page (vite.config.ts says why). The screen still works from its lazily loaded chunks,
 * a dialog's too.
 */
import { describedDoctorId } from './described-doctor';
import { expect, test } from './harness';
import { signIn } from './shell-support';

test('the doctor page loads its chunks without appending a modulepreload link, and its dialog opens', async ({
  page,
  server,
}) => {
  const doctorId = await describedDoctorId(server);
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await page.goto(`${server.url}/clinic/1/doctor/${doctorId}`);
  await page.waitForFunction(() => '__priyomShell' in window);
  // The app has booted and shows its own doctor screen.
  await expect(page.getByTestId('doctor-card')).toBeVisible();
  await expect.poll(() => scripts.some((path) => /\/DoctorScreen-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

  // A lazy part loaded on a tap: the doctor's description dialog.
  await page.getByTestId('doctor-about').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});

test('the appointments list shows its rows without the cancel dialog’s chunks, which load when it opens', async ({
  page,
  server,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await page.goto(server.url);
  await signIn(page, '79990000001');
  await page.goto(`${server.url}/appointments`);
  const cancel = page.getByTestId('appointment-cancel').first();
  await expect(cancel).toBeVisible();
  // Fluent's Dialog comes in chunks named for its parts (DialogSurface, DialogContent…).
  const dialogChunks = () => scripts.filter((path) => /\/(Dialog\w*|CancelDialog)-[\w-]+\.js$/.test(path));
  expect(dialogChunks()).toEqual([]);

  await cancel.click();
  await expect(page.getByTestId('cancel-dialog')).toBeVisible();
  expect(dialogChunks().length).toBeGreaterThan(0);
});

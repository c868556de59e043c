/**
 * A cancel queued for one profile of a family login while the patient goes on as another: it is sent
 * only while its own profile is the current one, so the queue's bar names the profile it waits for, and
 * "Switch and send" switches there, which sends it, once. All in the one page the cancel was made in,
 * after its dialog and the menu have closed: the button is found by its role and reached with Tab.
 */
import { expect, test } from './harness';
import { tabTo } from './keyboard-support';
import { CANCELLED, behindProxy, countsOf, queuedCancel, statusOf } from './offline-support';

test.use({ serviceWorkers: 'allow' });

const FIRST = 'Соколова Анна Викторовна';
const OTHER = 'Соколов Миша Андреевич';

test("a cancel waiting for another profile is named in the bar, and 'Switch and send' delivers it once", async ({
  page,
  server,
}) => {
  // The tab's retries wait on a clock the test moves, so that none sends the cancel before the switch.
  await page.clock.install();
  await behindProxy(server, async (proxy) => {
    const { before, id } = await queuedCancel(page, proxy, server);
    // The tab's retries, each failing while the network is cut, are by now as far apart as they get
    // (each jump fires the one due): none comes due in the moments between the network's return and
    // the switch.
    for (let jump = 0; jump < 5; jump += 1) await page.clock.fastForward(30_000);
    // The replays those retries asked for fail at once while the network is cut: all of them end
    // before it returns, or the last would send the cancel ahead of the switch.
    await page.waitForTimeout(1_000);
    proxy.restore();

    // The network is back, and the patient goes on as the other profile before the cancel went.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-changeAccount').click();
    await page.getByRole('menuitem', { name: OTHER }).click();
    await expect(page.getByTestId('snackbar').first()).toContainText(`Вы вошли как ${OTHER}`);
    // Straight on, in the same page: the cancel dialog and the menu have both closed by now, and the
    // line and its button are there for a screen reader and for the keyboard.
    const line = page.getByTestId('profile-cancels');
    await expect(line).toContainText(`${FIRST}: 1 отмена записи ждёт отправки`);
    expect(statusOf(server, id)).not.toBe(CANCELLED);
    const send = line.getByRole('button', { name: 'Переключиться и отправить' });
    await expect(send).toBeVisible();
    await tabTo(page, send);

    await send.click();
    await expect(page.getByTestId('snackbar').first()).toContainText(`Вы вошли как ${FIRST}`);
    await expect.poll(() => statusOf(server, id), { timeout: 10_000 }).toBe(CANCELLED);
    await expect(line).toHaveCount(0);
    expect(countsOf(server).answers - before.answers).toBe(1);
  });
});

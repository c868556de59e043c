/**
 * A stranger's wrong passwords arm a phone's login delay; the patient's own browser, which has logged
 * in to that phone before, still gets in (its device cookie), while a browser that never has is told to
 * wait. The stranger's requests come from three addresses, named through a trusted proxy's header.
 */
import { request, type Page } from '@playwright/test';
import { expect, startServer, test } from './harness';
import { signIn, signOut } from './shell-support';

const PHONE = '79990000002';
const PASSWORD = 'demo2026';

/** Logs in on the drawn form as soon as the page has loaded, the app starting or not. */
async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/authorization`);
  await page.getByTestId('login-phone').fill(PHONE);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-password').press('Enter');
}

test('a browser that logged in to the phone before passes the delay a stranger armed', async ({
  browser,
}) => {
  const server = await startServer({ env: { TRUST_PROXY: '1' } });
  const owner = await browser.newContext();
  const newcomer = await browser.newContext();
  const stranger = await request.newContext();
  try {
    const mine = await owner.newPage();
    await mine.goto(server.url);
    await signIn(mine, PHONE);
    await signOut(mine);
    // 21 wrong passwords, seven from each of three addresses: past the phone's 20 free failures.
    for (let i = 0; i < 21; i++) {
      const wrong = await stranger.post(`${server.url}/api/auth/login`, {
        headers: { 'X-Forwarded-For': `203.0.113.${i % 3}` },
        data: { phone: PHONE, password: `wrong${i}` },
      });
      expect(wrong.status()).toBe(401);
    }
    const theirs = await newcomer.newPage();
    await logIn(theirs, server.url);
    await expect(theirs.getByTestId('error-list')).toBeVisible();
    await expect(theirs).toHaveURL(/\/authorization$/);

    await logIn(mine, server.url);
    await expect(mine).toHaveURL(`${server.url}/`);
    await expect(mine.getByTestId('header-login')).toBeHidden();
  } finally {
    await stranger.dispose();
    await owner.close();
    await newcomer.close();
    await server.stop();
  }
});

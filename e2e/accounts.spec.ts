/**
 * Accounts in a real browser against the real server: register with a code read from the dev
 * outbox and land logged in; log out; log in; recover a password; change it; switch to a linked profile
 * after the 'You entered as' snackbar.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { hooks, menuButton } from './shell-support';

interface OutboxMessage {
  transport: string;
  type: string;
  code: string;
}

/** The newest code the dev outbox holds for a phone. */
async function codeFor(page: Page, serverUrl: string, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${serverUrl}/api/dev/outbox?phone=${phone}`);
      const body = (await response.json()) as { messages: OutboxMessage[] };
      code = body.messages[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function logIn(page: Page, phone: string, password: string): Promise<void> {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-phone').press('Enter');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
}

/** Logs out from the profile screen, reached through the menu's Profile entry. */
async function logOutFromProfile(page: Page, serverUrl: string): Promise<void> {
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Профиль' }).click();
  await expect(page).toHaveURL(`${serverUrl}/profile`);
  await expect(page.getByTestId('profile-name')).toContainText('Кузнецова Ольга');
  await page.getByTestId('profile-logout').click();
  await expect(page).toHaveURL(`${serverUrl}/`);
  await expect(page.getByTestId('header-login')).toBeVisible();
}

test.describe('accounts', () => {
  test('register with a code from the outbox, log out, log in again', async ({ page, server }) => {
    const phone = '79991234567';
    await page.goto(`${server.url}/authorization`);
    await page.getByTestId('tab-registration').click();
    await page.getByTestId('registration-name').fill('Ольга');
    await page.getByTestId('registration-surname').fill('Кузнецова');
    await page.getByTestId('registration-phone').fill(phone);
    // The mask of +7, chosen by the longest matching dial code.
    await expect(page.getByTestId('registration-phone')).toHaveValue('+7 999 123 45 67');
    // By descending priority: sms first (primary), 'or' between.
    const buttons = page.getByRole('group', { name: 'Получить код подтверждения' }).getByRole('button');
    await expect(buttons).toHaveText([
      'Получить код по SMS',
      'Получить код в WhatsApp',
      'Получить код звонком',
    ]);
    await page.getByTestId('code-sms').click();
    await expect(page.getByTestId('code-wait')).toContainText('Подождите');
    await expect(page.getByTestId('code-sms')).toHaveText('Повторить');
    await expect(page.getByTestId('code-sms')).toBeDisabled();
    await page.getByTestId('code').fill(await codeFor(page, server.url, phone));

    // The agreement is required by the demo configuration.
    await page.getByTestId('registration-next').click();
    await expect(page.getByText('Необходимо согласиться на обработку персональных данных')).toBeVisible();
    // The licence link and back keep what was typed.
    await page.getByTestId('licence-link').click();
    await expect(page.getByTestId('agreement')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('registration-surname')).toHaveValue('Кузнецова');
    await page.getByTestId('registration-agree').check();
    await page.getByTestId('registration-next').click();

    await expect(page.getByTestId('suggested-password')).toHaveValue(/^[a-z]+\d{4}$/);
    await page.getByTestId('new-password').fill('olga2026pass');
    await page.getByTestId('repeat-password').fill('olga2026pass');
    await page.getByTestId('set-password-submit').click();

    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId('snackbar')).toContainText('Вы успешно зарегистрированы');
    await expect(menuButton(page)).toBeVisible();

    await logOutFromProfile(page, server.url);
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/authorization$/);
    await logIn(page, phone, 'olga2026pass');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(menuButton(page)).toBeVisible();
  });

  test('the code countdown holds in a second tab and after a reload', async ({ context, page, server }) => {
    await page.goto(`${server.url}/authorization`);
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('recovery-phone').fill('79990000002');
    await page.getByTestId('code-sms').click();
    await expect(page.getByTestId('code-wait')).toContainText('Подождите');
    const second = await context.newPage();
    await second.goto(`${server.url}/authorization`);
    await second.getByTestId('tab-registration').click();
    await expect(second.getByTestId('code-wait')).toContainText(/Подождите (60|59|58|57|56|55) секунд/);
    await second.reload();
    await second.getByTestId('tab-registration').click();
    await expect(second.getByTestId('code-wait')).toContainText('Подождите');
    await expect(second.getByTestId('code-sms')).toBeDisabled();
  });

  test('a wrong password is refused with the catalogue message', async ({ page, server }) => {
    await page.goto(`${server.url}/authorization`);
    await logIn(page, '79990000002', 'wrong-password');
    await expect(page.getByTestId('error-list')).toContainText('Не удалось войти');
    await expect(page).toHaveURL(/\/authorization$/);
  });

  test('a login refused after a press of the button from the keyboard leaves the focus on the button', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/authorization`);
    await hooks(page);
    await page.getByTestId('login-phone').fill('79990000002');
    await page.getByTestId('login-password').fill('wrong-password');
    const submit = page.getByTestId('login-submit');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-list')).toContainText('Не удалось войти');
    // Unavailable while the login ran, and a disabled button drops the focus to the page's start: the
    // patient on the keyboard or a screen reader would be left nowhere by the refusal.
    await expect(submit).toBeFocused();
    await expect(submit).toBeEnabled();
  });

  test('recover a password, then change it on the profile', async ({ page, server }) => {
    const phone = '79990000002';
    await page.goto(`${server.url}/authorization`);
    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-forgot').click();
    // The phone typed on the login form is copied in.
    await expect(page.getByTestId('recovery-phone')).toHaveValue('+7 999 000 00 02');
    await page.getByTestId('code-whatsapp').click();
    // Four characters for the phone the code went to: checked on their own, stage 2 opens.
    await page.getByTestId('code').fill(await codeFor(page, server.url, phone));
    const suggested = page.getByTestId('suggested-password');
    await expect(suggested).toHaveValue(/^[a-z]+\d{4}$/);
    const password = await suggested.inputValue();
    await page.getByTestId('set-password-submit').click();
    // Logged in with the suggested password, at the root.
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(menuButton(page)).toBeVisible();

    await page.goto(`${server.url}/profile`);
    await expect(page.getByTestId('profile-name')).toContainText('Петров Игорь Сергеевич');
    await expect(page.getByTestId('profile-phone')).toHaveText(/\+7 999 000 00 02/);
    await page.getByTestId('profile-change-password').click();
    await expect(page).toHaveURL(/\/change-password$/);
    // Characters outside the allowed set do not get in.
    await page.getByTestId('change-oldPassword').pressSequentially(`${password} -`);
    await expect(page.getByTestId('change-oldPassword')).toHaveValue(password);
    await page.getByTestId('change-newPassword').fill('fresh#2026');
    await page.getByTestId('change-confirmNewPassword').fill('fresh#2027');
    await page.getByTestId('change-confirmNewPassword').blur();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();
    await expect(page.getByTestId('change-password-submit')).toBeDisabled();
    await page.getByTestId('change-confirmNewPassword').fill('fresh#2026');
    await page.getByTestId('change-confirmNewPassword').press('Enter');
    await expect(page.getByTestId('snackbar')).toContainText('Пароль успешно изменён');
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByTestId('profile-logout').click();
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto(`${server.url}/authorization`);
    await logIn(page, phone, 'fresh#2026');
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('a login with linked profiles says who entered, and Change account switches', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/authorization`);
    await logIn(page, '79990000001', 'demo2026');
    await expect(page).toHaveURL(`${server.url}/`);
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('Вы вошли как Соколова Анна Викторовна');
    await snackbar.getByRole('button', { name: 'Сменить аккаунт' }).click();
    const other = page.getByRole('menuitem', { name: 'Соколов Миша Андреевич' });
    await expect(other).toBeVisible();
    await other.click();
    await expect(page.getByTestId('snackbar').first()).toContainText('Вы вошли как Соколов Миша Андреевич');
    await page.goto(`${server.url}/profile`);
    await expect(page.getByTestId('profile-name')).toContainText('Соколов Миша Андреевич');
  });
});

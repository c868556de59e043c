// @vitest-environment jsdom
/**
 * A reload in the middle of registration or recovery: the stage, the chosen transport, the phone the code
 * went to and what was typed (never a password) come back from this tab's session storage, so the code
 * field is there again.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/app/live/session', () => {
  const commands = new Proxy({}, { get: () => async () => ({ ok: true, value: {} }) });
  return { useAccountCommands: () => commands, accountCommands: commands };
});
// The account forms' configuration and clinics, as the other form tests have them.
vi.mock('../../src/app/live/use-configuration', async () =>
  (await import('./support/account-fakes')).configurationModule(),
);
vi.mock('../../src/app/live/clinics', async () => (await import('./support/account-fakes')).clinicsModule());

/** A fresh load of the app's modules, as after a reload of the tab (session storage stays). */
async function reload() {
  vi.resetModules();
  const i18n = await import('../../src/app/i18n');
  await i18n.initI18n('ru');
  return {
    state: await import('../../src/app/screens/accounts/forms-state'),
    panel: await import('../../src/app/screens/accounts/AuthorizationPanel'),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('registration and recovery across a reload', () => {
  it('come back at their stage, with the transport, the phone and request the code went to and the code field', async () => {
    const before = await reload();
    before.state.activeForm.value = 'registration';
    before.state.patch(before.state.registrationForm, {
      name: { value: 'Вера', errors: null },
      surname: { value: 'Орлова', errors: null },
      phone: { value: '+7 999 555 00 11', errors: null },
      code: { value: '12', errors: null },
      transport: 'sms',
      sentTo: '79995550011',
      codeRequestId: 'asker-id',
      agreed: true,
    });
    const stored = sessionStorage.getItem('priyom.accountForms') ?? '';
    expect(stored).toContain('79995550011');
    expect(stored).not.toMatch(/password/i);

    const after = await reload();
    expect(after.state.activeForm.value).toBe('registration');
    const form = after.state.registrationForm.value;
    expect(form.transport).toBe('sms');
    expect(form.sentTo).toBe('79995550011');
    // The code's request id comes back too: without it the code would find nothing after a reload.
    expect(form.codeRequestId).toBe('asker-id');
    expect(form.stage).toBe(1);
    expect([form.name.value, form.surname.value, form.code.value, form.agreed]).toEqual([
      'Вера',
      'Орлова',
      '12',
      true,
    ]);
    // What the screen's preloadParts does before the first render.
    await after.panel.preloadForm(after.state.activeForm.value);
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={['/authorization']}>
          <after.panel.AuthorizationPanel />
        </MemoryRouter>
      </FluentProvider>,
    );
    expect(screen.getByTestId('code')).toBeTruthy();
    expect((screen.getByTestId('registration-name') as HTMLInputElement).value).toBe('Вера');
  });

  it('keeps the recovery stage and forgets everything once the forms are reset', async () => {
    const before = await reload();
    before.state.activeForm.value = 'recovery';
    before.state.patch(before.state.recoveryForm, {
      transport: 'flash_call',
      sentTo: '79995550011',
      stage: 2,
    });
    let after = await reload();
    expect(after.state.activeForm.value).toBe('recovery');
    expect(after.state.recoveryForm.value.stage).toBe(2);
    expect(after.state.recoveryForm.value.transport).toBe('flash_call');
    after.state.resetAccountForms();
    after = await reload();
    expect(after.state.activeForm.value).toBe('login');
    expect(after.state.recoveryForm.value.sentTo).toBeNull();
  });
});

describe('a reload of the drawn login page in the middle of registration', () => {
  const page = (panel: ReactNode) => (
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/authorization']}>{panel}</MemoryRouter>
    </FluentProvider>
  );

  it('hydrates the login form the server drew, without a mismatch, then shows the kept form', async () => {
    // The server draws the panel for anyone: it knows nothing of this tab's kept forms.
    const server = await reload();
    const drawn = renderToString(page(<server.panel.AuthorizationPanel />));
    server.state.activeForm.value = 'registration';
    server.state.patch(server.state.registrationForm, { name: { value: 'Вера', errors: null } });

    const after = await reload();
    await after.panel.preloadForm(after.state.activeForm.value);
    const container = document.createElement('div');
    container.innerHTML = drawn;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(<after.panel.AuthorizationPanel />), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(((await screen.findByTestId('registration-name')) as HTMLInputElement).value).toBe('Вера');
    act(() => root?.unmount());
    container.remove();
  });
});

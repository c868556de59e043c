// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, runtimeKey } from '../../src/app/i18n';
import { Snackbars } from '../../src/app/shell/snackbars/Snackbars';
import { changeAccountCalling, changeAccountExpanded, closeMenu, menuOpen } from '../../src/app/state/menu';
import {
  clearSnackbars,
  closeSnackbar,
  showMessage,
  showSnackbar,
  snackbars,
} from '../../src/app/state/snackbars';

// The store's tests name snackbars by tags, not keys: a key it does not hold reads as itself.
const messages = () => snackbars.value.map((snackbar) => snackbar.message);

/** The snackbars themselves load with the first one (React.lazy): let that load and render. */
async function settle() {
  await act(async () => {
    await import('../../src/app/shell/snackbars/SnackbarItem');
    await Promise.resolve();
  });
}

beforeAll(() => {
  initI18n('ru');
});

beforeEach(() => {
  vi.useFakeTimers();
  clearSnackbars();
  closeMenu();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('snackbar store', () => {
  it('keeps at most two, newest first', () => {
    showMessage(runtimeKey('first'));
    showMessage(runtimeKey('second'));
    showMessage(runtimeKey('third'));
    expect(messages()).toEqual(['third', 'second']);
  });

  it('closes a message after 5000 ms', () => {
    showMessage(runtimeKey('one'));
    vi.advanceTimersByTime(4999);
    expect(messages()).toEqual(['one']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a shorter timeout', () => {
    showSnackbar({ type: 'message', message: runtimeKey('copied'), timeoutMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });

  it('keeps an advancedLogin snackbar until it is closed', () => {
    const id = showSnackbar({ type: 'advancedLogin', message: runtimeKey('entered') });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['entered']);
    closeSnackbar(id);
    expect(messages()).toEqual([]);
  });

  it('a dropped snackbar timer does not close a newer one', () => {
    showMessage(runtimeKey('a'));
    vi.advanceTimersByTime(3000);
    showMessage(runtimeKey('b'));
    showMessage(runtimeKey('c'));
    expect(messages()).toEqual(['c', 'b']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['c', 'b']);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });
});

describe('<Snackbars/>', () => {
  it('renders in a polite live region, newest first, with Close', async () => {
    render(<Snackbars />);
    act(() => {
      showMessage('common.refreshFailed');
      showMessage('errors.unexpected_error');
    });
    await settle();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const items = screen.getAllByTestId('snackbar');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Произошла непредвиденная ошибка'),
      expect.stringContaining('Не удалось обновить данные'),
    ]);
    // Each Close button names the message it closes.
    fireEvent.click(
      screen.getByRole('button', { name: 'Закрыть уведомление: Произошла непредвиденная ошибка' }),
    );
    expect(screen.getAllByTestId('snackbar').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Не удалось обновить данные'),
    ]);
  });

  it('advancedLogin offers Change account: opens the menu, animates the entry, expands the list after 300 ms', async () => {
    render(<Snackbars />);
    act(() => {
      showSnackbar({ type: 'advancedLogin', message: runtimeKey('entered') });
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Сменить аккаунт' }));
    expect(menuOpen.value).toBe(true);
    expect(changeAccountExpanded.value).toBe(false);
    expect(changeAccountCalling.value).toBe(true);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(changeAccountExpanded.value).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(changeAccountExpanded.value).toBe(true);
    expect(changeAccountCalling.value).toBe(false);
    closeMenu();
    expect(changeAccountExpanded.value).toBe(false);
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
  });
});

describe("'you entered as' after a switch made in another tab", () => {
  it('closes the one naming the client before, keeps the one naming the next, and waits while none is named', async () => {
    const { currentClient } = await import('../../src/app/state/session');
    currentClient.value = { id: 1, fullName: 'Иванова Мария' };
    render(<Snackbars />);
    act(() => {
      showSnackbar({
        type: 'advancedLogin',
        message: 'snackbar.enteredAs',
        params: { name: 'Иванова Мария' },
      });
    });
    await settle();
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
    // Mid-switch no client is named: it stays.
    act(() => {
      currentClient.value = null;
    });
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
    act(() => {
      showSnackbar({ type: 'advancedLogin', message: 'snackbar.enteredAs', params: { name: 'Иванов Пётр' } });
      currentClient.value = { id: 2, fullName: 'Иванов Пётр' };
    });
    await settle();
    expect(snackbars.value.map((snackbar) => snackbar.params?.name)).toEqual(['Иванов Пётр']);
    currentClient.value = null;
  });
});

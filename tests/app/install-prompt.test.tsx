// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import {
  detectPlatform,
  INSTALL_PROMPT_POLL_ATTEMPTS,
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  type InstallPromptEvent,
  installButtonShown,
  installPrompt,
  platform,
  watchInstallPrompt,
} from '../../src/app/pwa/install-prompt';
import { InstallButton } from '../../src/app/shell/InstallButton';

type FakePrompt = InstallPromptEvent & { prompt: Mock<() => Promise<void>> };

function fakePrompt(): FakePrompt {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: Mock<() => Promise<void>>;
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

let stop: () => void = () => undefined;

beforeAll(() => {
  initI18n('ru');
});

beforeEach(() => {
  vi.useFakeTimers();
  installPrompt.value = null;
  window.__priyomInstallPrompt = undefined;
  platform.value = 'other';
});

afterEach(() => {
  stop();
  cleanup();
  vi.useRealTimers();
});

describe('platform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, 'other'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5, 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 0, 'other'],
  ] as const)('%s (%i touch points) is %s', (userAgent, maxTouchPoints, expected) => {
    expect(detectPlatform({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('install prompt', () => {
  it('is captured from beforeinstallprompt, and the browser mini-bar is suppressed', () => {
    stop = watchInstallPrompt();
    const event = fakePrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.value).toBe(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.value).toBeNull();
  });

  it('is polled every 256 ms: a prompt captured elsewhere is picked up on the next tick', () => {
    stop = watchInstallPrompt();
    vi.advanceTimersByTime(INSTALL_PROMPT_POLL_INTERVAL_MS * 5);
    window.__priyomInstallPrompt = fakePrompt();
    expect(installPrompt.value).toBeNull();
    vi.advanceTimersByTime(INSTALL_PROMPT_POLL_INTERVAL_MS);
    expect(installPrompt.value).toBe(window.__priyomInstallPrompt);
  });

  it('stops polling after 32 attempts', () => {
    stop = watchInstallPrompt();
    vi.advanceTimersByTime(INSTALL_PROMPT_POLL_INTERVAL_MS * INSTALL_PROMPT_POLL_ATTEMPTS);
    window.__priyomInstallPrompt = fakePrompt();
    vi.advanceTimersByTime(INSTALL_PROMPT_POLL_INTERVAL_MS * 8);
    expect(installPrompt.value).toBeNull();
  });
});

describe('install button', () => {
  const button = () => screen.queryByRole('button', { name: 'Установить приложение' });

  it('is hidden on a desktop browser without a prompt', () => {
    render(<InstallButton />);
    expect(installButtonShown.value).toBe(false);
    expect(button()).toBeNull();
  });

  it.each(['ios', 'android'] as const)('shows on %s, disabled while there is no prompt', (name) => {
    platform.value = name;
    render(<InstallButton />);
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
  });

  it('is enabled by a prompt; a click shows the prompt once', async () => {
    const event = fakePrompt();
    render(<InstallButton />);
    act(() => {
      installPrompt.value = event;
    });
    const found = button();
    expect(found?.getAttribute('aria-disabled')).toBeNull();
    await act(async () => {
      fireEvent.click(found as HTMLElement);
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    // The prompt is spent; on a desktop browser the button goes away.
    expect(button()).toBeNull();
  });

  it('on a phone, hydrating the server’s header (drawn without it) is no mismatch; it comes after', async () => {
    platform.value = 'android';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<InstallButton />);
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <InstallButton />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
    container.remove();
  });
});

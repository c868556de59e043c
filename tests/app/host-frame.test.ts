// @vitest-environment jsdom
/** A framed portal tells the widget around it what only it can see (src/app/embed/host-frame.ts). */
import { describe, expect, it, vi } from 'vitest';
import { talkToHost } from '../../src/app/embed/host-frame';
import { widgetMessageType } from '../../src/domain/widget-messages';

function framedWindow(locks: { query(): Promise<unknown> } | undefined = { query: async () => ({}) }) {
  const target = new EventTarget();
  const postMessage = vi.fn();
  const win = {
    parent: { postMessage },
    navigator: { locks },
    addEventListener: target.addEventListener.bind(target),
  } as unknown as Window;
  const press = (key: string, used = false) => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true });
    if (used) event.preventDefault();
    target.dispatchEvent(event);
  };
  const told = () => postMessage.mock.calls.map(([message]) => widgetMessageType(message));
  return { win, postMessage, press, told };
}

describe('the portal in the widget drawer', () => {
  it('tells its host page about an Escape nothing here used, to any origin', async () => {
    const { win, postMessage, press, told } = framedWindow();
    talkToHost(win);
    press('Escape');
    await Promise.resolve();
    expect(told()).toEqual(['priyom:escape']);
    expect(postMessage.mock.calls[0]![1]).toBe('*');
  });

  it('other keys, and an Escape a dialog or menu here took, stay here', async () => {
    const { win, press, told } = framedWindow();
    talkToHost(win);
    press('Enter');
    press('Escape', true);
    await Promise.resolve();
    expect(told()).toEqual([]);
  });

  it('says so when the browser refuses the frame its storage (Web Locks denied)', async () => {
    const { win, told } = framedWindow({
      query: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    });
    talkToHost(win);
    await vi.waitFor(() => expect(told()).toEqual(['priyom:storage-denied']));
  });

  it('a portal that is not framed listens for nothing and says nothing', () => {
    const addEventListener = vi.fn();
    const query = vi.fn(async () => ({}));
    const win = { addEventListener, navigator: { locks: { query } } } as unknown as Window & {
      parent: Window;
    };
    win.parent = win;
    talkToHost(win);
    expect(addEventListener).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });
});

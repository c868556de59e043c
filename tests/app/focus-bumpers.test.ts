// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { watchFocusBumpers } from '../../src/app/shell/focus-bumpers';

const bumper = () => {
  const element = document.createElement('i');
  element.tabIndex = 0;
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('data-tabster-dummy', '');
  return element;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus bumpers at the page edges', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('leave the tab order when they appear while focus is inside the page', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    stop = watchFocusBumpers(document);
    const first = bumper();
    const last = bumper();
    document.body.prepend(first);
    document.body.append(last);
    await settle();
    expect(first.tabIndex).toBe(-1);
    expect(last.tabIndex).toBe(-1);
  });

  it('stay in it while focus is outside the page, where they catch focus coming in', async () => {
    stop = watchFocusBumpers(document);
    const edge = bumper();
    document.body.append(edge);
    await settle();
    expect(edge.tabIndex).toBe(0);
  });

  it('leave other new elements alone', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    stop = watchFocusBumpers(document);
    const link = document.createElement('a');
    link.href = '#';
    link.tabIndex = 0;
    document.body.append(link);
    await settle();
    expect(link.tabIndex).toBe(0);
  });
});

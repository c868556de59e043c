// @vitest-environment jsdom
/**
 * The text typed on a server-drawn page while the app hydrates it: a field React has not yet taken
 * over passes its typing to no handler, and the app's next render writes its own value back. What was
 * typed must reach the app all the same.
 */
import { afterEach, expect, it } from 'vitest';
import { dropHeldInput, noteTypedText, playHeldInput } from '../../src/app/early-input';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';

type Held = Array<{ type: 'click'; target: Element }> & { closed?: boolean; played?: boolean };
const early = globalThis as { __priyomEarlyInput?: Held };

/** Marks the page's root as React's, wholly hydrated: a committed root with no part left to hydrate. */
function markHydrated(root: Element): void {
  const current = { tag: 3, memoizedState: { isDehydrated: false }, child: null, sibling: null };
  Object.assign(root, { __reactContainer$test: { stateNode: { current } } });
}

/** A server-drawn root holding `html`, in the document, and its one field. */
function drawn(html: string): { root: HTMLElement; field: HTMLInputElement } {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return { root, field: root.querySelector('input') as HTMLInputElement };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete early.__priyomEarlyInput;
  clearSnackbars();
});

it('a field empty when hydration began, typed into before React took it, gets its text back after a render cleared it', async () => {
  const { root, field } = drawn('<form><input type="password" value=""></form>');
  noteTypedText(root);
  // Typed while the app hydrates: the event reaches no handler of the app's.
  field.value = 'half-typed 123';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The app's next render writes the form's own value, the empty one, back.
  field.value = '';
  markHydrated(root);
  const told: string[] = [];
  field.addEventListener('input', () => told.push(field.value));
  await playHeldInput();
  expect(field.value).toBe('half-typed 123');
  expect(told).toEqual(['half-typed 123']);
});

it('stops noting once played: typing after that is the app’s own', async () => {
  const { root, field } = drawn('<input value="">');
  markHydrated(root);
  noteTypedText(root);
  await playHeldInput();
  field.value = 'later';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  const told: string[] = [];
  field.addEventListener('input', () => told.push(field.value));
  await playHeldInput();
  expect(told).toEqual([]);
  expect(field.value).toBe('');
});

it('a held tap whose button an earlier held tap took away is not lost without a word: the patient is told', async () => {
  // A schedule's "next days" tapped before the app ran, then the waitlist's offer the app drew for the
  // days still on screen: "next" plays first and the offer goes with the days it was made for.
  const { root } = drawn('<button id="next">Next days</button><button id="ask">Tell me</button>');
  const next = root.querySelector('#next') as HTMLButtonElement;
  const ask = root.querySelector('#ask') as HTMLButtonElement;
  let asked = 0;
  next.addEventListener('click', () => ask.remove());
  ask.addEventListener('click', () => (asked += 1));
  const held: Held = Object.assign([], { closed: false });
  held.push({ type: 'click', target: next }, { type: 'click', target: ask });
  early.__priyomEarlyInput = held;
  markHydrated(root);
  noteTypedText(root);
  await playHeldInput();
  expect(asked).toBe(0);
  expect(held.played).toBe(true);
  expect(snackbars.value.map((snackbar) => snackbar.message)).toEqual(['errors.notReady']);
});

it('a button pressed twice before the app ran, gone with its first press, is taken once and nothing is said', async () => {
  const { root } = drawn('<div id="panel"><button id="close">Close</button></div>');
  const close = root.querySelector('#close') as HTMLButtonElement;
  let closed = 0;
  close.addEventListener('click', () => {
    closed += 1;
    root.querySelector('#panel')?.remove();
  });
  const held: Held = Object.assign([], { closed: false });
  held.push({ type: 'click', target: close }, { type: 'click', target: close });
  early.__priyomEarlyInput = held;
  markHydrated(root);
  noteTypedText(root);
  await playHeldInput();
  expect(closed).toBe(1);
  expect(snackbars.value).toEqual([]);
});

it('a tap held on a page the app then drew anew cannot be played: the patient is told, and the hold ends', () => {
  const { root } = drawn('<button>Отменить</button>');
  const list: Held = [{ type: 'click', target: root.querySelector('button') as Element }];
  early.__priyomEarlyInput = list;
  // The app's page replaces the kept one.
  root.innerHTML = '<button>Отменить</button>';
  dropHeldInput();
  expect(snackbars.value.map((snackbar) => snackbar.message)).toEqual(['errors.notReady']);
  expect(list.length).toBe(0);
  expect(list.closed && list.played).toBe(true);
});

it('with nothing held, drawing the page anew says nothing', () => {
  const list: Held = [];
  early.__priyomEarlyInput = list;
  dropHeldInput();
  expect(snackbars.value).toEqual([]);
  expect(list.closed).toBe(true);
});

// @vitest-environment jsdom
/**
 * The text typed on a server-drawn page while the app hydrates it: a field React has not yet taken
 * over passes its typing to no handler, and the app's next render writes its own value back. What was
 * typed must reach the app all the same.
 */
import { afterEach, expect, it } from 'vitest';
import { noteTypedText, playHeldInput } from '../../src/app/early-input';

/** Marks an element as React's, mounted: a fiber that is its own root. */
function markHydrated(element: Element): void {
  Object.assign(element, { __reactFiber$test: { tag: 3, flags: 0, return: null, alternate: null } });
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
});

it('a field empty when hydration began, typed into before React took it, gets its text back after a render cleared it', async () => {
  const { root, field } = drawn('<form><input type="password" value=""></form>');
  noteTypedText(root);
  // Typed while the app hydrates: the event reaches no handler of the app's.
  field.value = 'half-typed 123';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The app's next render writes the form's own value, the empty one, back.
  field.value = '';
  markHydrated(field);
  const told: string[] = [];
  field.addEventListener('input', () => told.push(field.value));
  await playHeldInput();
  expect(field.value).toBe('half-typed 123');
  expect(told).toEqual(['half-typed 123']);
});

it('stops noting once played: typing after that is the app’s own', async () => {
  const { root, field } = drawn('<input value="">');
  markHydrated(field);
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

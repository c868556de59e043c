/**
 * What a reader did on the server-drawn screen before the app ran, played once the app has hydrated
 * it (the page's loader holds it: scripts/paint-first-loader.js). Hydration keeps the elements, and the
 * text typed into them, but the app's state does not know that text: each field whose text differs from
 * what the app drew is told to the app as the input it was, then the held submits and clicks happen on
 * the same elements, in order. Nothing typed, pressed or tapped before the app ran is lost.
 */
interface HeldInput {
  type: 'submit' | 'enter' | 'click';
  target: Element;
}

/**
 * `closed` once the app knows the typed text (or draws the page anew), `played` once what was held has
 * been played.
 */
type Held = HeldInput[] & { closed?: boolean; played?: boolean };

const held = (): Held | undefined => (globalThis as { __priyomEarlyInput?: Held }).__priyomEarlyInput;

/**
 * The fields' text as the reader left it when hydration began, where it is not what the server drew,
 * with what the server drew.
 */
let typed = new Map<HTMLInputElement | HTMLTextAreaElement, { text: string; drawn: string }>();

const isTextField = (field: EventTarget | null): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement &&
    field.type !== 'checkbox' &&
    field.type !== 'radio' &&
    field.type !== 'file') ||
  field instanceof HTMLTextAreaElement;

let stopNoting = () => {};

/**
 * The text typed so far, noted as hydration begins, since the first render after hydration writes the
 * app's own value back; and, until the held input is played, the text typed while the app hydrates: a
 * field React has not yet taken over passes its typing to no handler, so a field empty when hydration
 * began could be filled, then emptied by the app's next render. The loader goes on holding submits,
 * Enters and taps until the app knows the text.
 */
export function noteTypedText(root: HTMLElement): void {
  typed = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue)
      typed.set(field, { text: field.value, drawn: field.defaultValue });
  }
  const note = (event: Event) => {
    const field = event.target;
    if (isTextField(field)) typed.set(field, { text: field.value, drawn: field.defaultValue });
  };
  root.addEventListener('input', note, true);
  stopNoting = () => root.removeEventListener('input', note, true);
}

/** From here the app takes submits, Enters and taps itself: it knows the typed text. */
function stopHoldingInput(): void {
  const list = held();
  if (list) list.closed = true;
}

/**
 * The app draws the page anew: the elements the held input was made on are gone, so it is dropped, and
 * the hold ends (left open, it would keep every later tap from the app).
 */
export function dropHeldInput(): void {
  stopHoldingInput();
  const list = held();
  if (!list) return;
  list.splice(0);
  list.played = true;
}

/**
 * Tells a controlled field the reader's text as an input event (React compares with what it last set):
 * outside React's commit, so the field's change renders before React puts the controlled value back.
 */
function tellTyped(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  // Through the element's own setter React notes the app's value as the field's last; through the
  // prototype's, the text comes back without React noting it, so the input event reads as a change.
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Fiber {
  tag: number;
  flags: number;
  return: Fiber | null;
  alternate: Fiber | null;
}

/** React's marks on a fiber still being placed or hydrated, not yet committed. */
const NOT_COMMITTED = 0b1_0000_0000_0010;
const HOST_ROOT = 3;

/**
 * React has taken the element over: a part inside a Suspense boundary hydrates after the rest of the
 * page, and until then an event on it reaches no handler. React marks the element as soon as it renders
 * it for hydration, before that hydration commits, and an event told to it in between is lost; so the
 * element's fiber must also be mounted, as React itself tells (no fiber up to the root still marked).
 */
function hydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (key === undefined) return false;
  const fiber = (element as unknown as Record<string, Fiber>)[key] as Fiber;
  let node = fiber;
  let mounted: Fiber | null = fiber;
  for (let next: Fiber | null = node; next !== null && next.alternate === null; next = node.return) {
    node = next;
    if ((node.flags & NOT_COMMITTED) !== 0) mounted = node.return;
  }
  while (node.return !== null) node = node.return;
  return node.tag === HOST_ROOT && mounted === fiber;
}

/** How long the held input waits for its elements to hydrate at most: a part that never does is left. */
const HYDRATION_WAIT_MS = 10_000;

async function whenHydrated(elements: Element[]): Promise<void> {
  const until = Date.now() + HYDRATION_WAIT_MS;
  while (elements.some((element) => element.isConnected && !hydrated(element)) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/**
 * An Enter in a field, as the app's own key handler takes it (the next field, or the form's submit);
 * when no handler takes it, as the browser would: the form's submit.
 */
function pressEnter(field: HTMLInputElement): void {
  const key = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
  const taken = !field.dispatchEvent(new KeyboardEvent('keydown', key));
  field.dispatchEvent(new KeyboardEvent('keyup', key));
  if (!taken) field.form?.requestSubmit();
}

/**
 * Plays the held input once the app has hydrated the elements it was made on: the fields' text as it
 * was when hydration began (a render since may have written the app's value over it), then the held
 * submits and clicks, in order. The hold closes between the two: an Enter pressed until then, while
 * the app hydrated or waited for its fields, is held and played after the text; one pressed after goes
 * to the app, which knows the text by then.
 */
export async function playHeldInput(): Promise<void> {
  // Typing goes on being noted while the fields known so far hydrate; any field typed into meanwhile
  // is waited for too.
  await whenHydrated([...typed.keys()]);
  stopNoting();
  const fields = [...typed];
  typed = new Map();
  await whenHydrated(fields.map(([field]) => field));
  for (const [field, { text, drawn }] of fields) {
    if (!field.isConnected) continue;
    // The reader may have typed on while the app hydrated. What the field shows, when the app does not
    // know it; the noted text, when a render since hydration wrote the drawn value back over it; nothing
    // when the app already has the field's text (it took the typing once hydrated).
    if (field.value !== field.defaultValue) tellTyped(field, field.value);
    else if (field.value === drawn) tellTyped(field, text);
  }
  stopHoldingInput();
  const events = held()?.splice(0) ?? [];
  await whenHydrated(events.map(({ target }) => target));
  for (const { type, target } of events) {
    // After the fields' updates have rendered: a submit then reads the typed text.
    await nextTask();
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (type === 'click' && target instanceof HTMLElement) target.click();
    else if (type === 'enter' && target instanceof HTMLInputElement) pressEnter(target);
  }
  const list = held();
  if (list) list.played = true;
}

/**
 * What a reader did on the server-drawn screen before the app ran, played once the app has hydrated
 * it (the page's loader holds it: scripts/paint-first-loader.js). Hydration keeps the elements, and the
 * text typed into them, but the app's state does not know that text: each field whose text differs from
 * what the app drew is told to the app as the input it was, then the held submits and clicks happen on
 * the same elements, in order. Nothing typed, pressed or tapped before the app ran is lost without a
 * word: a tap that can no longer be played (its element gone with an earlier tap, or a part that never
 * hydrated) is said to the patient, who does it again.
 */
import { showMessage } from './state/snackbars';

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
interface Noted {
  text: string;
  drawn: string;
}
let typed = new Map<HTMLInputElement | HTMLTextAreaElement, Noted>();

const isTextField = (field: EventTarget | null): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement &&
    field.type !== 'checkbox' &&
    field.type !== 'radio' &&
    field.type !== 'file') ||
  field instanceof HTMLTextAreaElement;

let stopNoting = () => {};
/** The page's root the app hydrates, whose typing is noted. */
let notedRoot: HTMLElement | null = null;

/**
 * Events on which the app may read a field's text (a blur validates it, a press may act on it). React
 * hydrates a part at once when such an event lands on it, before the part's turn: the fields it then
 * holds are told their text before the next of these events reaches the app.
 */
const READING_EVENTS = ['focusout', 'focusin', 'pointerdown', 'mousedown', 'keydown', 'click'] as const;

/**
 * The text typed so far, noted as hydration begins, since the first render after hydration writes the
 * app's own value back; and, until the held input is played, the text typed while the app hydrates: a
 * field React has not yet taken over passes its typing to no handler (React hydrates it on the spot
 * then, taking the typed text for its own last value), so a field empty when hydration began could be
 * filled, then emptied by the app's next render. The loader goes on holding submits, Enters and taps
 * until the app knows the text. A field React has hydrated ahead of the page, on a press or a key, is
 * told its text as soon as the next event comes: pressing a button not yet hydrated moves the focus, and
 * the blur of a field whose text the app did not know showed its "required" error, moving the button
 * from under the press, whose click then landed beside it.
 */
export function noteTypedText(root: HTMLElement): void {
  notedRoot = root;
  typed = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue)
      typed.set(field, { text: field.value, drawn: field.defaultValue });
  }
  const note = (event: Event) => {
    const field = event.target;
    if (isTextField(field)) typed.set(field, { text: field.value, drawn: field.defaultValue });
  };
  const tellHydrated = () => {
    for (const [field, noted] of [...typed]) {
      if (!field.isConnected || !hydrated(field)) continue;
      tellField(field, noted);
      // After the telling: its own input event is noted too.
      typed.delete(field);
    }
  };
  root.addEventListener('input', note, true);
  for (const type of READING_EVENTS) root.addEventListener(type, tellHydrated, true);
  stopNoting = () => {
    root.removeEventListener('input', note, true);
    for (const type of READING_EVENTS) root.removeEventListener(type, tellHydrated, true);
  };
}

/** From here the app takes submits, Enters and taps itself: it knows the typed text. */
function stopHoldingInput(): void {
  const list = held();
  if (list) list.closed = true;
}

/**
 * The app has drawn the page anew (a page the service worker kept, or one drawn in another language):
 * the elements the held input was made on are gone, so it cannot be played; the patient is told, and
 * does it again on the app's page. The hold ends here, once the app's page is in place (left open, it
 * would keep every later tap from the app; ended before, a tap in between reached no handler).
 */
export function dropHeldInput(): void {
  stopHoldingInput();
  const list = held();
  if (!list) return;
  const dropped = list.splice(0).length;
  list.played = true;
  if (dropped > 0) showMessage('errors.notReady');
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

/**
 * Tells a hydrated field's text to the app, when it does not know it. The reader may have typed on
 * while the app hydrated: what the field shows, when the app does not know it; the noted text, when a
 * render since hydration wrote the drawn value back over it; nothing when the app already has the
 * field's text (it took the typing once hydrated).
 */
function tellField(field: HTMLInputElement | HTMLTextAreaElement, { text, drawn }: Noted): void {
  if (field.value !== field.defaultValue) tellTyped(field, field.value);
  else if (field.value === drawn) tellTyped(field, text);
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

interface RootFiber extends Fiber {
  child: RootFiber | null;
  sibling: RootFiber | null;
  memoizedState: { isDehydrated?: boolean; dehydrated?: unknown } | null;
  stateNode: { current: RootFiber } | null;
}

const SUSPENSE = 13;
const ACTIVITY = 31;

/**
 * React has taken the whole page over: its first commit is only the root's, and each Suspense boundary
 * (a screen, a lazy part) the server drew is left for a later pass; until that pass commits, what is
 * typed there reaches no handler, and a tap React cannot hydrate at once (a part still loading) is
 * dropped. So the page counts as the app's once the committed tree holds no boundary still dehydrated.
 */
function pageHydrated(root: HTMLElement): boolean {
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  if (key === undefined) return false;
  const current = (root as unknown as Record<string, RootFiber>)[key]?.stateNode?.current;
  if (!current || current.memoizedState?.isDehydrated) return false;
  const stack: RootFiber[] = [current];
  for (let fiber = stack.pop(); fiber !== undefined; fiber = stack.pop()) {
    if ((fiber.tag === SUSPENSE || fiber.tag === ACTIVITY) && fiber.memoizedState?.dehydrated) return false;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return true;
}

/**
 * How long the held input waits for the page to hydrate at most: a part that never does (a chunk that
 * never arrives) must not keep the patient's taps from the rest of the page.
 */
const HYDRATION_WAIT_MS = 10_000;

/** Resolves true once the page is the app's, false when the wait ran out first. */
async function whenPageHydrated(root: HTMLElement): Promise<boolean> {
  const until = Date.now() + HYDRATION_WAIT_MS;
  for (;;) {
    if (pageHydrated(root)) return true;
    if (Date.now() >= until) return false;
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
 * Plays the held input once the app has hydrated the whole page: the fields' text as it was when
 * hydration began (a render since may have written the app's value over it), then the held submits
 * and clicks, in order. The hold closes between the two: an Enter pressed until then, while the app
 * hydrated, is held and played after the text; one pressed after goes to the app, which knows the text
 * by then. A part that has not hydrated when the wait runs out takes nothing told or played to it: the
 * patient is told the page was not ready, rather than their input vanishing without a word.
 */
export async function playHeldInput(): Promise<void> {
  // Typing goes on being noted, and taps held, until no part of the page is left to hydrate: the
  // root commits first and each part after it, and what lands on a part in between is the app's to
  // take only once that part has hydrated.
  const whole = notedRoot ? await whenPageHydrated(notedRoot) : true;
  stopNoting();
  let refused = false;
  const fields = [...typed];
  typed = new Map();
  for (const [field, noted] of fields) {
    if (!field.isConnected) continue;
    if (!whole && !hydrated(field)) {
      refused = true;
      continue;
    }
    tellField(field, noted);
  }
  stopHoldingInput();
  const events = held()?.splice(0) ?? [];
  const playedOn: Element[] = [];
  for (const { type, target } of events) {
    // After the fields' updates have rendered: a submit then reads the typed text.
    await nextTask();
    // The same element again, gone with its own first play (a button pressed twice that closes what it
    // is in, a last "show more"): the patient's action was taken, once.
    if (!target.isConnected && playedOn.includes(target)) continue;
    // Gone: a tap played before it took its element away (a "next days" tapped before the app ran, then
    // an offer the app drew for the days still on screen), or the app drew that part anew. It was made
    // on what the patient saw and cannot be played elsewhere, so it is said, not dropped unseen.
    if (!target.isConnected || (!whole && !hydrated(target))) {
      refused = true;
      continue;
    }
    playedOn.push(target);
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (type === 'click' && target instanceof HTMLElement) target.click();
    else if (type === 'enter' && target instanceof HTMLInputElement) pressEnter(target);
  }
  if (refused) showMessage('errors.notReady');
  const list = held();
  if (list) list.played = true;
}

// @vitest-environment jsdom
/**
 * Early input on a page whose parts hydrate after its root: React commits the root first and leaves
 * each Suspense boundary the server drew (a screen, a lazy part) for a later pass. What a patient types
 * or taps there before that pass commits must reach the app all the same, also when it comes just as
 * the app stops holding input; and a part that never hydrates must not keep the input held for ever,
 * nor drop it without a word.
 */
import { type ChangeEvent, type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { noteTypedText, playHeldInput } from '../../src/app/early-input';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';

// React's own scheduling, as in a browser: act() would hydrate every boundary before the effects ran.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

type Held = Array<{ type: 'click'; target: Element }> & { closed?: boolean; played?: boolean };
const early = globalThis as { __priyomEarlyInput?: Held };

let root: ReturnType<typeof hydrateRoot> | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  delete early.__priyomEarlyInput;
  clearSnackbars();
  vi.useRealTimers();
});

/**
 * How long a wait for React's passes may take: the whole page's hydration is polled, and on a loaded
 * machine waitFor's own default ran out before it, leaving a play running into the next test.
 */
const UNDER_LOAD = { timeout: 15_000 };

/** The taps the app took on the form's button. */
let taps = 0;
/** What the app held of the field's text at each of its blurs. */
let blurs: string[] = [];

/** The sign-in form's shape: a controlled password field, what the app holds of it, and a button. */
function Form({ bump }: { bump: number }) {
  const [password, setPassword] = useState('');
  return (
    <form data-bump={bump}>
      <input
        type="password"
        value={password}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
        onBlur={() => blurs.push(password)}
      />
      <output>{password}</output>
      <button type="button" onClick={() => (taps += 1)}>
        Forgot your password?
      </button>
    </form>
  );
}

interface PageProps {
  Screen?: ComponentType<{ bump: number }>;
  bump: number;
  onMounted?: () => void;
}

/**
 * A shell hydrated with the root, the screen in a boundary of its own, as the router draws it: on the
 * server the form itself, in the app a lazy part whose chunk the test lets arrive.
 */
function Page({ Screen = Form, bump, onMounted }: PageProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit, as the app's.
  useEffect(() => onMounted?.(), []);
  return (
    <main>
      <header>Priyom</header>
      <Suspense fallback={null}>
        <Screen bump={bump} />
      </Suspense>
    </main>
  );
}

/** The page as the server drew it, in the document, with the loader's hold on early input. */
function drawnPage() {
  taps = 0;
  blurs = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page bump={0} />);
  document.body.append(container);
  const list: Held = [];
  early.__priyomEarlyInput = list;
  return {
    container,
    list,
    field: container.querySelector('input') as HTMLInputElement,
    button: container.querySelector('button') as HTMLButtonElement,
  };
}

/** Calls `then` at the moment the app stops holding input, as a patient's next key would come. */
function whenHoldCloses(list: Held, then: () => void): void {
  let closed = false;
  Object.defineProperty(list, 'closed', {
    get: () => closed,
    set: (value: boolean) => {
      closed = value;
      if (value) then();
    },
  });
}

/**
 * Hydrates the drawn page as the app does, its screen a lazy part whose chunk arrives a task after
 * the root's commit (never, with `arrives` false): the part is then still to hydrate.
 */
function hydrate(container: HTMLElement, arrives: boolean | 'by-hand' = true) {
  let arrive = () => {};
  const chunk = new Promise<{ default: typeof Form }>((resolve) => {
    arrive = () => resolve({ default: Form });
  });
  // React reaches the part in a pass of its own after the root's commit, and only there asks for its
  // chunk and waits on it. A chunk that arrives before that is still unknown to React when a press comes,
  // so the press cannot hydrate the part on the spot: the chunk arrives by hand only once asked for.
  let askedFor = () => {};
  const asked = new Promise<void>((resolve) => {
    askedFor = resolve;
  });
  const Screen = lazy(() => {
    askedFor();
    return chunk;
  });
  noteTypedText(container);
  let committed = () => {};
  const mounted = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const onMounted = () => {
    void playHeldInput();
    if (arrives === true) setTimeout(arrive);
    committed();
  };
  const hydrating = hydrateRoot(container, <Page Screen={Screen} bump={0} onMounted={onMounted} />);
  root = hydrating;
  return {
    mounted,
    /** The chunk arrives; the part waits for its turn to hydrate. */
    arrived: async () => {
      await asked;
      arrive();
      await chunk;
    },
    rerender: () => hydrating.render(<Page Screen={Screen} bump={1} />),
  };
}

/** Types as a patient does: the field's own text changes, then the input event (no script setter). */
function type(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

test('text typed just as the hold ends, into a screen hydrated after the root, reaches the app', async () => {
  const { container, list, field } = drawnPage();
  whenHoldCloses(list, () => type(field, 'half-typed 123'));
  const { rerender } = hydrate(container);
  await vi.waitFor(() => expect(list.played).toBe(true), UNDER_LOAD);
  // The app's next render of the form: a field whose text the app never took is emptied by it.
  rerender();
  await vi.waitFor(
    () => expect(container.querySelector('form')?.getAttribute('data-bump')).toBe('1'),
    UNDER_LOAD,
  );
  expect(field.value).toBe('half-typed 123');
  expect(container.querySelector('output')?.textContent).toBe('half-typed 123');
});

test('a tap just as the hold ends, on a screen hydrated after the root, reaches the app', async () => {
  const { container, list, button } = drawnPage();
  whenHoldCloses(list, () => button.click());
  hydrate(container);
  await vi.waitFor(() => expect(list.played).toBe(true), UNDER_LOAD);
  expect(taps).toBe(1);
  expect(snackbars.value).toEqual([]);
});

test('a press hydrates the part at once: the blur it causes finds the typed text known to the app', async () => {
  const { container, list, field, button } = drawnPage();
  type(field, 'half-typed 123');
  const { mounted, arrived } = hydrate(container, 'by-hand');
  await mounted;
  await arrived();
  // Before the part's turn: React hydrates it on the press, then the focus leaves the field.
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  expect(blurs).toEqual(['half-typed 123']);
  await vi.waitFor(() => expect(list.played).toBe(true), UNDER_LOAD);
  expect(container.querySelector('output')?.textContent).toBe('half-typed 123');
});

test('a part that never hydrates: the hold ends, its held tap is not played, and the patient is told', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  const { container, list, field, button } = drawnPage();
  type(field, 'half-typed 123');
  list.push({ type: 'click', target: button });
  // The root commits; the screen's chunk never comes.
  await hydrate(container, false).mounted;
  await vi.advanceTimersByTimeAsync(5_000);
  expect(list.closed).toBeFalsy();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(list.closed).toBe(true);
  expect(list.played).toBe(true);
  expect(taps).toBe(0);
  expect(snackbars.value.map((snackbar) => snackbar.message)).toEqual(['errors.notReady']);
});

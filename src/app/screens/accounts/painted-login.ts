/**
 * What a patient typed into the server's painted login form (server/http/first-paint-authorization.ts)
 * before React took over. Its fields take input from the first paint — disabled ones would open no
 * keyboard on a tap, for the second or more a slow phone takes to run the app's script — so the screen
 * keeps it: `adoptPaintedLogin` (when the screen's module loads, before React's first render) copies
 * what the painted fields hold into the login form and follows what is typed after, until React's
 * commit removes them; `finishPaintedLogin` (after that commit) reads them one last time and gives
 * the focus, caret at the end, to the React field that stands where the painted one had it.
 */
import { PASSWORD_INPUT_LIMIT } from '../../../domain/account-rules';
import { digitsOnly, PHONE_INPUT_LIMIT } from '../../../domain/phone-digits';
import { type Field, loginForm, patch } from './forms-state';

type Name = 'phone' | 'password';

const clean: Record<Name, (value: string) => string> = {
  phone: (value) => digitsOnly(value).slice(0, PHONE_INPUT_LIMIT),
  password: (value) => value.slice(0, PASSWORD_INPUT_LIMIT),
};

let painted: { name: Name; input: HTMLInputElement; take: () => void }[] = [];
let focused: Name | null = null;

export function adoptPaintedLogin(): void {
  const inputs = document.querySelectorAll<HTMLInputElement>('#root .fp input[name]');
  painted = [...inputs].flatMap((input) => {
    if (input.name !== 'phone' && input.name !== 'password') return [];
    const name: Name = input.name;
    const take = () => {
      // Untouched by validation, like a field typed into in the app (checked on its first blur).
      const field: Field = { value: clean[name](input.value), errors: null };
      if (field.value !== loginForm.peek()[name].value)
        patch(loginForm, name === 'phone' ? { phone: field } : { password: field });
    };
    if (input.value !== '') take();
    if (document.activeElement === input) focused = name;
    input.addEventListener('input', take);
    input.addEventListener('focus', () => {
      focused = name;
    });
    // React's commit removes the focused field, which may blur it: only a field still on the page
    // after the blur's task has lost the focus to the patient's own move.
    input.addEventListener('blur', () =>
      setTimeout(() => {
        if (input.isConnected && focused === name) focused = null;
      }),
    );
    return [{ name, input, take }];
  });
}

export function finishPaintedLogin(): void {
  if (painted.length === 0) return;
  for (const { input, take } of painted) {
    take();
    input.removeEventListener('input', take);
  }
  painted = [];
  const name = focused;
  focused = null;
  const field = name ? document.querySelector<HTMLInputElement>(`[data-testid="login-${name}"]`) : null;
  if (!field || document.activeElement !== document.body) return;
  field.focus();
  const end = field.value.length;
  field.setSelectionRange(end, end);
}

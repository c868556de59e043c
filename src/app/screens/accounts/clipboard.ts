/** The clipboard behind a small interface (a browser API): tests swap it; a refusal is a value. */
export interface Clipboard {
  copy(text: string): Promise<boolean>;
}

export const browserClipboard: Clipboard = {
  async copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // No clipboard API, no permission, or an insecure context.
      return false;
    }
  },
};

let current: Clipboard = browserClipboard;
export const clipboard = (): Clipboard => current;
export function setClipboardForTest(next: Clipboard): void {
  current = next;
}

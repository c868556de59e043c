/**
 * The app's translations: nested string trees per language, looked up by dotted key, with `{{name}}`
 * interpolation and plurals by Intl.PluralRules (`key_one`, `key_few`, `key_many`, `key_other`), the
 * chosen language first and Russian after it. It replaced i18next and react-i18next: those
 * were 17.6 KiB of the start page's 150 KiB gzip and ~22 ms of its boot on this machine (×4 on a slow
 * phone), for the small part of them the app uses, which is all this file does. The method names are
 * i18next's (t, getFixedT, addResourceBundle, changeLanguage, on('languageChanged')), so the code and
 * its tests read the same.
 */

export type Tree = { [key: string]: string | Tree };
export interface TOptions {
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** This call's language instead of the current one. */
  lng?: string;
  [name: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;
type Listener = (language: string) => void;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `source` merged into `target` in place; with `overwrite` false, keys already there stay. */
function mergeInto(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value) && isTree(existing)) mergeInto(existing, value, overwrite);
    else if (existing === undefined || overwrite) target[key] = value;
  }
}

/** A copy to keep: merging later strings in never changes the caller's objects. */
function cloneTree(tree: Tree): Tree {
  const copy: Tree = {};
  for (const [key, value] of Object.entries(tree)) copy[key] = isTree(value) ? cloneTree(value) : value;
  return copy;
}

export class Translator {
  language: string;
  private readonly fallback: string;
  private readonly trees = new Map<string, Tree>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<Listener>();

  constructor(language: string, fallback: string) {
    this.language = language.toLowerCase();
    this.fallback = fallback.toLowerCase();
  }

  /** The string at `key` in `language`, or undefined (also when the key names a subtree). */
  getResource(language: string, _namespace: string, key: string): string | undefined {
    let node: string | Tree | undefined = this.trees.get(language.toLowerCase());
    for (const part of key.split('.')) {
      if (!isTree(node)) return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  hasResourceBundle(language: string, _namespace: string): boolean {
    return this.trees.has(language.toLowerCase());
  }

  /** Adds a language's strings; `deep` merges with what is there (i18next's signature). */
  addResourceBundle(
    language: string,
    _namespace: string,
    tree: object,
    deep = false,
    overwrite = false,
  ): void {
    const code = language.toLowerCase();
    const copy = cloneTree(tree as Tree);
    const existing = this.trees.get(code);
    if (!existing) this.trees.set(code, copy);
    else if (deep) mergeInto(existing, copy, overwrite);
    else this.trees.set(code, { ...existing, ...copy });
  }

  readonly t: TFunction = (key, options = {}) => {
    const languages = [(options.lng ?? this.language).toLowerCase(), this.fallback];
    for (const language of languages) {
      const text = this.find(language, key, options.count);
      if (text !== undefined) return interpolate(text, options);
    }
    return key;
  };

  getFixedT(language: string): TFunction {
    return (key, options) => this.t(key, { ...options, lng: language });
  }

  async changeLanguage(language: string): Promise<TFunction> {
    const code = language.toLowerCase();
    if (code !== this.language) {
      this.language = code;
      for (const listener of [...this.listeners]) listener(code);
    }
    return this.t;
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    if (typeof count === 'number') {
      let rules = this.plurals.get(language);
      if (!rules) {
        rules = new Intl.PluralRules(language);
        this.plurals.set(language, rules);
      }
      const plural = this.getResource(language, '', `${key}_${rules.select(count)}`);
      if (plural !== undefined) return plural;
    }
    return this.getResource(language, '', key);
  }
}

/** `{{name}}` → options.name (as text); a value not given leaves an empty string, as i18next does. */
function interpolate(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

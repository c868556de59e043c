/**
 * The widget's settings, read from its <script> tag's data attributes. Anything missing or out of range
 * falls back to the default, so a typo never breaks the clinic's page. Colours must be a colour the
 * browser accepts (`isColour`, CSS.supports in the page) and numbers whole and within bounds: both are
 * written into the widget's own style sheet.
 */

export interface WidgetOptions {
  /** The button's text and the drawer's title. */
  label: string;
  /** ru (default) or en: the widget's own words (close, open in a new tab). */
  lang: 'ru' | 'en';
  /** The portal path the drawer opens: a clinic's menu when one is preselected, else the start page. */
  path: string;
  zIndex: number;
  drawerWidth: number;
  buttonSize: number;
  fontSize: number;
  /** From the right edge of the window. */
  offsetX: number;
  /** From the bottom edge of the window. */
  offsetY: number;
  colour: string;
  textColour: string;
}

export const DEFAULT_LABELS = { ru: 'Онлайн запись', en: 'Book online' } as const;

export const WORDS = {
  ru: {
    close: 'Закрыть',
    newTab: 'Открыть в новой вкладке',
    denied:
      'Браузер не разрешает записи работать внутри сайта клиники (так бывает в режиме инкогнито или при запрете сторонних файлов cookie). В отдельной вкладке всё работает.',
    openTab: 'Открыть запись в новой вкладке',
  },
  en: {
    close: 'Close',
    newTab: 'Open in a new tab',
    denied:
      "Your browser does not let the booking work inside the clinic's site (as in a private window, or with third-party cookies blocked). It works in a tab of its own.",
    openTab: 'Open the booking in a new tab',
  },
} as const;

const NUMBERS = {
  zIndex: { attribute: 'zIndex', fallback: 1024, min: 0, max: 2147483647 },
  drawerWidth: { attribute: 'drawerWidth', fallback: 500, min: 240, max: 4000 },
  buttonSize: { attribute: 'buttonSize', fallback: 100, min: 32, max: 400 },
  fontSize: { attribute: 'fontSize', fallback: 16, min: 8, max: 64 },
  offsetX: { attribute: 'offsetX', fallback: 50, min: 0, max: 4000 },
  offsetY: { attribute: 'offsetY', fallback: 50, min: 0, max: 4000 },
} as const;

type NumberKey = keyof typeof NUMBERS;

/** `dataset` is the script element's (data-z-index → zIndex); `offset` sets both offsets at once. */
export function readOptions(
  dataset: Readonly<Record<string, string | undefined>>,
  isColour: (value: string) => boolean,
): WidgetOptions {
  const whole = (key: NumberKey): number => {
    const { attribute, fallback, min, max } = NUMBERS[key];
    const raw = (dataset[attribute] ?? (key.startsWith('offset') ? dataset.offset : undefined))?.trim();
    if (raw === undefined || !/^\d{1,10}$/.test(raw)) return fallback;
    const value = Number(raw);
    return value >= min && value <= max ? value : fallback;
  };
  const colour = (raw: string | undefined, fallback: string) => {
    const value = raw?.trim();
    // No character that could end a declaration, whatever the browser's colour check says.
    return value && !/[;{}<>\\]/.test(value) && isColour(value) ? value : fallback;
  };
  const lang = dataset.lang?.trim().toLowerCase().startsWith('en') ? 'en' : 'ru';
  const label = dataset.label?.trim().slice(0, 60);
  const clinic = dataset.clinic?.trim();
  return {
    label: label || DEFAULT_LABELS[lang],
    lang,
    path: clinic && /^[1-9]\d{0,8}$/.test(clinic) ? `/clinic/${clinic}/menu` : '/',
    zIndex: whole('zIndex'),
    drawerWidth: whole('drawerWidth'),
    buttonSize: whole('buttonSize'),
    fontSize: whole('fontSize'),
    offsetX: whole('offsetX'),
    offsetY: whole('offsetY'),
    colour: colour(dataset.color, '#03a9f4'),
    textColour: colour(dataset.textColor, 'white'),
  };
}

/**
 * A real PDF protocol for a demo result (pdf-lib): the clinic, the result's title, date and executor,
 * then its values as a table of lines. Cyrillic needs an embedded font: DejaVu Sans is used when the
 * system has it; otherwise the text is transliterated to Latin for a standard font, so the seed works on
 * any machine. The document's title (its metadata) is the result's title either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * pdf-lib and fontkit load on the first protocol drawn: a server whose seed reads its protocols already
 * drawn (drawn-files.ts), or has nothing to seed, never loads them.
 */
const drawing = () => Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);

export const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export interface ProtocolText {
  clinic: string;
  title: string;
  date: string;
  executor: string;
  values: readonly (readonly [string, string])[];
}

const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Russian → Latin letters (a simple passport-style table); anything else outside WinAnsi becomes '?'. */
export function transliterate(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) out += /[\u0020-\u007e°±µ×]/.test(char) ? char : '?';
    else out += char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return out;
}

const fontFiles = new Map<string, Uint8Array | null>();

/**
 * The TTF's bytes, or null where the file is not there (tests must not need it). One buffer per path
 * for the process, so the parsed-font cache below hits on every later seed.
 */
export function readCyrillicFont(path = DEJAVU_SANS): Uint8Array | null {
  if (fontFiles.has(path)) return fontFiles.get(path)!;
  let bytes: Uint8Array | null = null;
  try {
    // A copy in this realm's Uint8Array: under a jsdom test environment a Node Buffer fails pdf-lib's type check.
    bytes = existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
  } catch {
    bytes = null;
  }
  fontFiles.set(path, bytes);
  return bytes;
}

/**
 * fontkit parses the whole TTF on every embed (most of a protocol's time): keep one parsed font per byte
 * buffer for the process. The parsed font is only read; each document makes its own subset of it.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const parsedOnce = (fontkit: Fontkit): Fontkit => ({
  create(bytes: Uint8Array) {
    const parsed = parsedFonts.get(bytes) ?? fontkit.create(bytes);
    parsedFonts.set(bytes, parsed);
    return parsed;
  },
});

/**
 * The protocol's bytes. `font` null: Latin transliteration with Helvetica. `created` fixes the metadata
 * dates, so the same result gives the same bytes on every seed.
 */
export async function protocolPdf(
  text: ProtocolText,
  font: Uint8Array | null,
  created: Date,
): Promise<Uint8Array> {
  const [{ PDFDocument, rgb, StandardFonts }, fontkit] = await drawing();
  const doc = await PDFDocument.create({ updateMetadata: false });
  let face: PDFFont;
  let write = (value: string) => value;
  if (font) {
    doc.registerFontkit(parsedOnce(fontkit.default as Fontkit));
    face = await doc.embedFont(font, { subset: true });
  } else {
    face = await doc.embedFont(StandardFonts.Helvetica);
    write = transliterate;
  }
  doc.setTitle(text.title);
  doc.setAuthor(text.clinic);
  doc.setSubject(text.date);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  doc.setProducer('Priyom demo seed');
  const page = doc.addPage([595, 842]); // A4 in points
  let y = 790;
  const line = (value: string, size: number, x = 56) => {
    page.drawText(write(value), { x, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
    y -= size * 1.6;
  };
  line(text.clinic, 11);
  y -= 12;
  line(text.title, 18);
  line(`Дата: ${text.date}`, 11);
  line(`Исполнитель: ${text.executor}`, 11);
  y -= 12;
  for (const [name, value] of text.values) {
    page.drawText(write(name), { x: 56, y, size: 11, font: face });
    page.drawText(write(value), { x: 360, y, size: 11, font: face });
    y -= 18;
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * A translated string with {{name}} placeholders, looked up once and filled many times: a grid that
 * labels each of its hundreds of buttons with the same string and other values. i18next resolves the
 * key and scans the string for placeholders on every call, which for a doctor's schedule made most of
 * a long task on a phone. The string comes from `t` itself, with a mark in place of each value, so the
 * language, the fallbacks and the text are exactly what `t` gives; values go in as they are (the app
 * does not escape interpolated values either).
 */
import type { TFunction } from 'i18next';

const MARK = '\u0000';

export function stringTemplate<Name extends string>(
  t: TFunction,
  key: string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const marks: Record<string, string> = {};
  names.forEach((name, index) => {
    marks[name] = `${MARK}${index}${MARK}`;
  });
  // Text, a value's index, text, … : the odd parts name the values.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const parts = translate(key, marks).split(MARK);
  return (values) => {
    let text = '';
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!;
      text += index % 2 === 0 ? part : values[names[Number(part)]!];
    }
    return text;
  };
}

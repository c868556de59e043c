import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameOf } from '../../server/results/send-file';
import { cutToBytes, downloadFileName, FILE_NAME_MAX_BYTES } from '../../src/api';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('download file names (invalid characters removed, at most 240 bytes of UTF-8)', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['Анализ крови.pdf', 'Анализ крови.pdf'],
    ['a/b\\c:d*e?f"g<h>i|j.png', 'abcdefghij.png'],
    ['line\nbreak\ttab\u0000nul\u007fdel', 'line break tabnuldel'],
    ['  many   spaces  ', 'many spaces'],
    ['a : b', 'a b'],
    ['..hidden.', 'hidden'],
    ['', 'attached file'],
    ['   ', 'attached file'],
    ['/\\:*?"<>|', 'attached file'],
  ])('%j → %j', (input, expected) => {
    expect(downloadFileName(input)).toBe(expected);
  });

  it.each([
    ['ASCII', 'a'.repeat(300), 'a'.repeat(240)],
    ['two-byte letters, never half a letter', 'я'.repeat(200), 'я'.repeat(120)],
    ['three-byte letters', '€'.repeat(100), '€'.repeat(80)],
    ['four-byte characters (surrogate pairs)', '😀'.repeat(70), '😀'.repeat(60)],
    ['an odd cut of two-byte letters', `a${'я'.repeat(200)}`, `a${'я'.repeat(119)}`],
  ])('cuts %s to 240 bytes', (_, input, expected) => {
    const name = downloadFileName(input);
    expect(name).toBe(expected);
    expect(bytes(name)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
  });

  it('keeps a short extension through the cut', () => {
    const name = downloadFileName(`${'Протокол '.repeat(40)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(bytes(name)).toBeLessThanOrEqual(240);
    expect(bytes(name)).toBeGreaterThan(230);
    expect(name.startsWith('Протокол Протокол')).toBe(true);
  });

  it('cutToBytes never splits a character', () => {
    expect(cutToBytes('яя', 3)).toBe('я');
    expect(cutToBytes('😀', 3)).toBe('');
    expect(cutToBytes('ab', 5)).toBe('ab');
  });

  it('adds the type extension a name lacks', () => {
    expect(fileNameOf({ title: 'Протокол', mimeType: 'application/pdf' })).toBe('Протокол.pdf');
    expect(fileNameOf({ title: 'scan.PNG', mimeType: 'image/png' })).toBe('scan.PNG');
    expect(fileNameOf({ title: 'data', mimeType: 'application/octet-stream' })).toBe('data');
  });

  it.each([
    ['report.pdf', 'attachment; filename="report.pdf"'],
    [
      'Анализ (1).pdf',
      `attachment; filename="______ (1).pdf"; filename*=UTF-8''%D0%90%D0%BD%D0%B0%D0%BB%D0%B8%D0%B7%20%281%29.pdf`,
    ],
    ["it's.png", `attachment; filename="it's.png"`],
  ])('Content-Disposition of %j', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });
});

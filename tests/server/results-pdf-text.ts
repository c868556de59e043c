/**
 * The text a PDF shows, read back from its content streams: enough of a PDF reader to check that a
 * generated protocol holds its title and values. Understands what pdf-lib writes — hex strings shown with
 * Tj, in a standard font (WinAnsi bytes) or an embedded subset font (2-byte glyph codes mapped back to
 * Unicode by its ToUnicode CMap). One line per Tj.
 */
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const streams: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      streams.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  }
  const toUnicode = new Map<string, string>();
  for (const stream of streams.filter((text) => text.includes('beginbfchar'))) {
    for (const [, code, unicode] of stream.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
      toUnicode.set(
        (code as string).toUpperCase(),
        Buffer.from(unicode as string, 'hex')
          .swap16()
          .toString('utf16le'),
      );
    }
  }
  const lines: string[] = [];
  for (const stream of streams.filter((text) => text.includes(' Tj'))) {
    for (const [, hex] of stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const codes = hex as string;
      lines.push(
        toUnicode.size > 0
          ? (codes.toUpperCase().match(/.{4}/g) ?? []).map((code) => toUnicode.get(code) ?? '?').join('')
          : Buffer.from(codes, 'hex').toString('latin1'),
      );
    }
  }
  return lines.join('\n');
}

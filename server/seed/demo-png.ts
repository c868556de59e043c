/**
 * A real PNG written in code for the demo results' image attachments: an RGB picture of a few bands and a
 * curve, like a scan's preview, small enough to seed (a few kilobytes). PNG is signature + IHDR + IDAT
 * (zlib of filtered rows) + IEND, each chunk with its CRC-32.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A width×height RGB image; `hue` (0–359) tints it so each demo file looks different. */
export function demoPng(width: number, height: number, hue: number): Buffer {
  const [r, g, b] = [0, 120, 240].map((shift) =>
    Math.round(128 + 100 * Math.cos(((hue + shift) * Math.PI) / 180)),
  );
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const curve = Math.abs(y - height / 2 - (height / 3) * Math.sin((x / width) * 2 * Math.PI)) < 1.5;
      const band = Math.floor((x / width) * 4) % 2 === 0 ? 1 : 0.85;
      const at = row + 1 + x * 3;
      rows[at] = curve ? 30 : Math.round((r as number) * band);
      rows[at + 1] = curve ? 30 : Math.round((g as number) * band);
      rows[at + 2] = curve ? 30 : Math.round((b as number) * band);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variants, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

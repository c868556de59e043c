// Draws the app icons (a white cross on the brand colour) as PNGs with no image library:
// run `node scripts/make-icons.mjs` after changing the design; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function icon(size, { radius, inset }) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const s = size / 512;
  const inCross = (x, y) =>
    (x >= 226 * s && x < 286 * s && y >= 136 * s && y < 376 * s) ||
    (y >= 226 * s && y < 286 * s && x >= 136 * s && x < 376 * s);
  const r = radius * s;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const cx = Math.min(Math.max(x, r), size - r);
      const cy = Math.min(Math.max(y, r), size - r);
      const inside = (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      const sx = inset ? (x - size / 2) / 0.8 + size / 2 : x;
      const sy = inset ? (y - size / 2) / 0.8 + size / 2 : y;
      const white = inCross(sx, sy);
      raw[o] = white ? 255 : 0x3f;
      raw[o + 1] = white ? 255 : 0xae;
      raw[o + 2] = white ? 255 : 0xca;
      raw[o + 3] = inside ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icons/icon-192.png', icon(192, { radius: 36, inset: false }));
writeFileSync('public/icons/icon-512.png', icon(512, { radius: 96, inset: false }));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, { radius: 0, inset: true }));
writeFileSync('public/favicon.png', icon(32, { radius: 6, inset: false }));

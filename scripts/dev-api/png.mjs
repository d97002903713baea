// Placeholder coin icons: a 64x64 filled circle in a colour derived from the coin, encoded as
// a real PNG with node:zlib, so <img> loads, decodes and sizes it like the CDN's icons.
import { deflateSync } from 'node:zlib';
import { hashString } from './fixtures/random.mjs';

const SIZE = 64;
const MAX_CACHED_ICONS = 512;
const cache = new Map();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function hueToRgb(hue) {
  // HSL with s=0.6, l=0.5: saturated but not garish, readable on light and dark themes.
  const c = 0.6;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r, g, b] = [[c, x, 0], [x, c, 0], [0, c, x], [0, x, c], [x, 0, c], [c, 0, x]][Math.floor(hue / 60) % 6];
  return [r, g, b].map((v) => Math.round((v + 0.2) * 255));
}

function encodeCircle([red, green, blue]) {
  const rowLength = 1 + SIZE * 4;
  const raw = Buffer.alloc(rowLength * SIZE); // filter byte 0 ("none") starts each row
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= (SIZE / 2) ** 2;
      raw.set(inside ? [red, green, blue, 255] : [0, 0, 0, 0], y * rowLength + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG bytes for a coin's icon; the same coin always gets the same colour. */
export function coinIconPng(coin) {
  const key = coin.toLowerCase();
  let png = cache.get(key);
  if (!png) {
    // A bounded cache: a markets list can request thousands of different icons.
    if (cache.size >= MAX_CACHED_ICONS) cache.clear();
    png = encodeCircle(hueToRgb(hashString(key) % 360));
    cache.set(key, png);
  }
  return png;
}

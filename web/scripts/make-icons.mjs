// Draws the app's icons (web app manifest, apple-touch-icon) as PNGs into web/public/icons:
//   node web/scripts/make-icons.mjs
// A football on the brand's teal, the same mark as the favicon's colour. Drawn here rather than
// exported from a design tool so the sizes browsers ask for are regenerated with one command;
// the PNGs are committed (the build does not run this).
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const TEAL = [0x12, 0xb8, 0x86];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x + 0.5, y + 0.5), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The mark in unit coordinates (-1..1): a football, tilted 45°, with its laces. `scale` shrinks it
 * into a maskable icon's safe zone (the inner 80% circle every platform's mask keeps).
 */
function isFootball(u, v, scale) {
  const [x, y] = [(u + v) / Math.SQRT2 / scale, (v - u) / Math.SQRT2 / scale];
  const inBall = (x / 0.78) ** 2 + (y / 0.46) ** 2 <= 1;
  if (!inBall) return false;
  const seam = Math.abs(y) < 0.035 && Math.abs(x) < 0.32;
  const lace = Math.abs(y) < 0.13 && [-0.21, -0.07, 0.07, 0.21].some((lx) => Math.abs(x - lx) < 0.028);
  const stripe = Math.abs(Math.abs(x) - 0.55) < 0.03;
  return !(seam || lace || stripe);
}

function icon(size, { maskable }) {
  const radius = maskable ? 0 : 0.22; // a rounded square, or full bleed for the platform's mask
  return png(size, (px, py) => {
    const [u, v] = [(px / size) * 2 - 1, (py / size) * 2 - 1];
    const [cx, cy] = [Math.max(Math.abs(u) - (1 - radius), 0), Math.max(Math.abs(v) - (1 - radius), 0)];
    if (cx * cx + cy * cy > radius * radius) return [0, 0, 0, 0];
    return [...(isFootball(u, v, maskable ? 0.62 : 0.8) ? WHITE : TEAL), 255];
  });
}

mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
]) {
  writeFileSync(new URL(name, OUT), icon(size, { maskable }));
  console.log(`web/public/icons/${name}`);
}

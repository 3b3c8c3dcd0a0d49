#!/usr/bin/env node
// Writes the web app manifest's icons into public/icons/ from the brand's mark (public/favicon.svg):
// 192 and 512 px as the mark is drawn (rounded square), a 512 px maskable icon (the mark's colour
// to every edge, the ball inside the central safe zone, 40% of the width as radius), and the
// 180 px apple-touch-icon (full square: iOS rounds the corners itself).
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { losslessCompressPng, Transformer } from '@napi-rs/image';

const OUT = 'public/icons';
const mark = fs.readFileSync('public/favicon.svg', 'utf8').trim();
// The ball and its lines, without the rounded square behind them.
const ball = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const ORANGE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!ORANGE) throw new Error('public/favicon.svg has no coloured square');

/** The ball on a full square of the brand colour, scaled by `scale` around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ORANGE}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${ball}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The ball's outer lines reach 18 units from the centre (of 32): at 0.7 they stay within the
  // maskable safe zone (a circle of 40% of the width).
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

fs.mkdirSync(OUT, { recursive: true });
for (const { file, size, svg } of icons) {
  const sized = svg.replace('<svg ', '<svg width="1024" height="1024" ');
  const drawn = await Transformer.fromSvg(sized).resize(size, size).png();
  const png = await losslessCompressPng(drawn);
  fs.writeFileSync(path.join(OUT, file), png);
  console.log(`${OUT}/${file}: ${size}x${size}, ${png.length} bytes`);
}

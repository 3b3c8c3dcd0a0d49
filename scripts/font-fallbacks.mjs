#!/usr/bin/env node
// Prints src/theme/font-fallbacks.css: fallback faces sized like the site's web fonts, so that
// text drawn before the fonts have arrived takes the room it will take in them, and the swap
// moves nothing. For each weight of Inter and Montserrat the site uses, a local face
// (`src: local(...)`) with
// - size-adjust: the web font's average advance over the fallback's, over the first
//   screens' text drawn in that face (SAMPLES: spaces and capitals included), so that lines
//   break in the same places;
// - ascent-, descent- and line-gap-override: the web font's vertical metrics (those Chromium
//   reads: OS/2 typo metrics when the font sets USE_TYPO_METRICS, else hhea), so line boxes of
//   `line-height: normal` are as tall.
// Each covers the code points of the web font's latin file (its unicode-range, read from
// @fontsource's CSS): a character the web font lacks is drawn as before, from the next family.
// Fallback: DejaVu Sans, the face the pinned browser has (scripts/browser.cjs) and most Linux
// systems draw sans-serif text in. The numbers come from the font files in node_modules:
//   node scripts/font-fallbacks.mjs | npx prettier --stdin-filepath x.css > src/theme/font-fallbacks.css
import fs from 'node:fs';
import zlib from 'node:zlib';

// The first screens' text, by the face it is drawn in: what breaks into lines there (leads, chips,
// buttons, headings) is what a wrong width would move.
const SAMPLES = {
  'inter-400': [
    'Artikel taktik, webinar, pelatihan dan kursus lisensi untuk pelatih futsal dan sepak bola, dari akar rumput sampai profesional.',
    'Pola latihan, analisis taktik dan tips melatih dari pelatih berlisensi, setiap minggu.',
    'Materi video, modul latihan dan tugas praktik yang disusun instruktur berlisensi. Belajar sesuai jadwal Anda.',
    'Catatan dari lapangan: latihan yang kami pakai, taktik yang kami ajarkan, dan materi lengkap khusus anggota.',
    'Taktik, penjaga gawang, bola mati, kondisi fisik dan pembinaan usia muda: ditulis pelatih, untuk pelatih.',
    'Coaching clinic, konferensi, turnamen akademi sampai malam komunitas: belajar dan bertemu sesama pelatih futsal.',
  ],
  'inter-600': [
    'Edukasi pelatih #1 di Indonesia',
    'All Music Sports Theater Conference Food',
    'Home Technical Area Free Kick Webinars Kursus Subscription About Us',
  ],
  'inter-700': [
    'Jelajahi kursus',
    'Baca Free Kick',
    'Lihat keranjang (0)',
    'Add to Cart',
    'Lanjutan Menengah Pemula Latihan Materi anggota PDF',
  ],
  'montserrat-700': [
    'Periodisasi Latihan Futsal Satu Musim',
    'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya',
    'Transisi Bertahan: Lima Detik Pertama Setelah Kehilangan Bola',
    'Artikel pilihan minggu ini',
  ],
  'montserrat-800': [
    'Latih tim Anda dengan ilmu, bukan tebakan.',
    'Kursus Profesional',
    'Blog Pelatih',
    'Artikel untuk pelatih futsal',
    'Webinar & Events',
  ],
};

/** The tables of a TTF or WOFF file, by tag. */
function tables(file) {
  const buf = fs.readFileSync(file);
  const woff = buf.toString('latin1', 0, 4) === 'wOFF';
  const count = buf.readUInt16BE(woff ? 12 : 4);
  const out = {};
  for (let i = 0; i < count; i++) {
    const at = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = buf.toString('latin1', at, at + 4);
    const offset = buf.readUInt32BE(at + (woff ? 4 : 8));
    const length = buf.readUInt32BE(at + (woff ? 8 : 12));
    const original = woff ? buf.readUInt32BE(at + 12) : length;
    const raw = buf.subarray(offset, offset + length);
    out[tag] = length < original ? zlib.inflateSync(raw) : raw;
  }
  return out;
}

/** The glyph of a code point (cmap format 4, Unicode BMP). */
function glyphOf(cmap, code) {
  const n = cmap.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(at) !== 4 || !(platform === 3 || platform === 0) || encoding > 3)
      continue;
    const segs = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const ranges = deltas + segs * 2;
    for (let s = 0; s < segs; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const range = cmap.readUInt16BE(ranges + s * 2);
      if (range === 0) return (code + delta) & 0xffff;
      const g = cmap.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  }
  throw new Error('no cmap format 4 subtable');
}

function metrics(file, sample) {
  const t = tables(file);
  const upm = t.head.readUInt16BE(18);
  const typo = (t['OS/2'].readUInt16BE(62) & 0x80) !== 0;
  const [ascent, descent, lineGap] = typo
    ? [t['OS/2'].readInt16BE(68), t['OS/2'].readInt16BE(70), t['OS/2'].readInt16BE(72)]
    : [t.hhea.readInt16BE(4), t.hhea.readInt16BE(6), t.hhea.readInt16BE(8)];
  const long = t.hhea.readUInt16BE(34);
  const advance = (g) => t.hmtx.readUInt16BE(Math.min(g, long - 1) * 4);
  let width = 0;
  for (const ch of sample) width += advance(glyphOf(t.cmap, ch.codePointAt(0)));
  return {
    ascent: ascent / upm,
    descent: -descent / upm,
    lineGap: lineGap / upm,
    width: width / upm / sample.length,
  };
}

const fontsource = (family, weight) =>
  `node_modules/@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`;
const DEJAVU = {
  regular: {
    file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    local: ['DejaVu Sans', 'DejaVuSans'],
  },
  bold: {
    file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
  },
};
const FACES = [
  ['Inter', 'inter', 400, DEJAVU.regular],
  ['Inter', 'inter', 600, DEJAVU.bold],
  ['Inter', 'inter', 700, DEJAVU.bold],
  ['Montserrat', 'montserrat', 700, DEJAVU.bold],
  ['Montserrat', 'montserrat', 800, DEJAVU.bold],
];
const latinRange = (dir, weight) => {
  const css = fs.readFileSync(`node_modules/@fontsource/${dir}/${weight}.css`, 'utf8');
  const rule = css
    .split('@font-face')
    .find((r) => r.includes(`${dir}-latin-${weight}-normal.woff2`));
  const range = rule && /unicode-range:\s*([^;]+);/.exec(rule);
  if (!range) throw new Error(`no latin unicode-range in @fontsource/${dir}/${weight}.css`);
  return range[1].trim();
};
const pct = (x) => `${(x * 100).toFixed(2)}%`;

console.log(`/* Written by scripts/font-fallbacks.mjs: the command is at its top. */
/* Fallback faces sized like the web fonts: the text drawn before they arrive breaks and stands as it will in them. */`);
for (const [name, dir, weight, fallback] of FACES) {
  const sample = SAMPLES[`${dir}-${weight}`].join(' ');
  const web = metrics(fontsource(dir, weight), sample);
  const local = metrics(fallback.file, sample);
  const size = web.width / local.width;
  console.log(`@font-face {
  font-family: '${name} fallback';
  font-style: normal;
  font-weight: ${weight};
  src: ${fallback.local.map((n) => `local('${n}')`).join(', ')};
  size-adjust: ${pct(size)};
  ascent-override: ${pct(web.ascent / size)};
  descent-override: ${pct(web.descent / size)};
  line-gap-override: ${pct(web.lineGap / size)};
  unicode-range: ${latinRange(dir, weight)};
}`);
}

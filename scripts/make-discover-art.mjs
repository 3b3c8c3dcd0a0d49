#!/usr/bin/env node
// Writes the SVG illustrations of the events, training, courses, blog and about
// pages into public/images/<area>/. Hand-drawn shapes only (no fonts, no remote
// assets, no <style>), so they render the same everywhere and pass the CSP.
//   node scripts/make-discover-art.mjs
import fs from 'node:fs';
import path from 'node:path';

const W = 640;
const H = 400;

/** A futsal pitch seen from above, in white lines. */
const pitch = (o = 0.22) => `
  <g fill="none" stroke="#fff" stroke-opacity="${o}" stroke-width="3">
    <rect x="40" y="40" width="560" height="320" rx="6"/>
    <line x1="320" y1="40" x2="320" y2="360"/>
    <circle cx="320" cy="200" r="54"/>
    <path d="M40 120 a80 80 0 0 1 80 80 a80 80 0 0 1 -80 80"/>
    <path d="M600 120 a80 80 0 0 0 -80 80 a80 80 0 0 0 80 80"/>
    <rect x="24" y="170" width="16" height="60"/>
    <rect x="600" y="170" width="16" height="60"/>
  </g>`;

const stripes = (c) =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * 80}" y="0" width="40" height="${H}" fill="${c}" fill-opacity="0.06"/>`,
  ).join('');

const ball = (cx, cy, r) => `
  <g transform="translate(${cx} ${cy})">
    <circle r="${r}" fill="#fff"/>
    <polygon points="0,${-r * 0.38} ${r * 0.36},${-r * 0.12} ${r * 0.22},${r * 0.31} ${-r * 0.22},${r * 0.31} ${-r * 0.36},${-r * 0.12}" fill="#111827"/>
    <g stroke="#111827" stroke-width="${r * 0.06}" fill="none">
      <line x1="0" y1="${-r * 0.38}" x2="0" y2="${-r}"/>
      <line x1="${r * 0.36}" y1="${-r * 0.12}" x2="${r * 0.95}" y2="${-r * 0.3}"/>
      <line x1="${r * 0.22}" y1="${r * 0.31}" x2="${r * 0.6}" y2="${r * 0.8}"/>
      <line x1="${-r * 0.22}" y1="${r * 0.31}" x2="${-r * 0.6}" y2="${r * 0.8}"/>
      <line x1="${-r * 0.36}" y1="${-r * 0.12}" x2="${-r * 0.95}" y2="${-r * 0.3}"/>
    </g>
    <circle r="${r}" fill="none" stroke="#111827" stroke-opacity="0.25" stroke-width="2"/>
  </g>`;

const motifs = {
  mic: `<g transform="translate(320 190)">
      <rect x="-34" y="-110" width="68" height="130" rx="34" fill="#fff"/>
      <g stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round">
        <path d="M-62 -10 a62 62 0 0 0 124 0"/><line x1="0" y1="52" x2="0" y2="92"/><line x1="-40" y1="96" x2="40" y2="96"/>
      </g>
      <g stroke="#000" stroke-opacity="0.18" stroke-width="4"><line x1="-34" y1="-70" x2="34" y2="-70"/><line x1="-34" y1="-50" x2="34" y2="-50"/><line x1="-34" y1="-30" x2="34" y2="-30"/></g>
    </g>`,
  screen: `<g transform="translate(320 200)">
      <rect x="-170" y="-110" width="340" height="200" rx="14" fill="#0b1220" stroke="#fff" stroke-width="6"/>
      <polygon points="-20,-45 -20,35 45,-5" fill="#fff"/>
      <g fill="#fbbf24"><circle cx="-120" cy="-60" r="9"/><circle cx="110" cy="40" r="9"/><circle cx="60" cy="-70" r="9"/></g>
      <path d="M-120 -60 Q 0 -120 60 -70 T 110 40" stroke="#fbbf24" stroke-width="5" fill="none" stroke-dasharray="12 10"/>
      <rect x="-60" y="98" width="120" height="14" rx="7" fill="#fff"/>
    </g>`,
  tactics: `<g>
      <g fill="#fbbf24"><circle cx="200" cy="140" r="16"/><circle cx="200" cy="260" r="16"/><circle cx="270" cy="200" r="16"/><circle cx="130" cy="200" r="16"/></g>
      <g fill="#fff"><circle cx="420" cy="150" r="16"/><circle cx="420" cy="250" r="16"/><circle cx="370" cy="200" r="16"/><circle cx="500" cy="200" r="16"/></g>
      <g stroke="#fbbf24" stroke-width="5" fill="none" stroke-linecap="round">
        <path d="M280 195 L350 180"/><path d="M215 140 Q 300 100 400 140"/><path d="M215 260 Q 300 300 400 255"/>
      </g>
      <g fill="#fbbf24"><polygon points="350,180 336,172 338,190"/><polygon points="400,140 386,130 384,148"/><polygon points="400,255 384,250 390,267"/></g>
    </g>`,
  trophy: `<g transform="translate(320 200)">
      <path d="M-70 -110 h140 v40 a70 70 0 0 1 -140 0z" fill="#fbbf24"/>
      <g stroke="#fbbf24" stroke-width="12" fill="none"><path d="M-70 -95 h-34 a34 34 0 0 0 40 50"/><path d="M70 -95 h34 a34 34 0 0 1 -40 50"/></g>
      <rect x="-14" y="-4" width="28" height="50" fill="#fbbf24"/>
      <rect x="-60" y="44" width="120" height="26" rx="6" fill="#fff"/>
      <rect x="-80" y="70" width="160" height="22" rx="6" fill="#fbbf24"/>
    </g>`,
  notes: `<g fill="#fff">
      <g transform="translate(250 110)"><rect x="40" y="0" width="10" height="150"/><rect x="120" y="-20" width="10" height="150"/><polygon points="40,0 130,-20 130,10 40,30"/><ellipse cx="22" cy="150" rx="28" ry="20"/><ellipse cx="102" cy="130" rx="28" ry="20"/></g>
      <circle cx="170" cy="300" r="10" fill-opacity="0.6"/><circle cx="470" cy="110" r="14" fill-opacity="0.6"/><circle cx="520" cy="280" r="8" fill-opacity="0.6"/>
    </g>`,
  decks: `<g transform="translate(320 210)">
      <rect x="-200" y="-40" width="400" height="110" rx="16" fill="#0b1220" stroke="#fff" stroke-width="5"/>
      <circle cx="-110" cy="15" r="40" fill="none" stroke="#fff" stroke-width="6"/><circle cx="-110" cy="15" r="8" fill="#fff"/>
      <circle cx="110" cy="15" r="40" fill="none" stroke="#fff" stroke-width="6"/><circle cx="110" cy="15" r="8" fill="#fff"/>
      <g fill="#fbbf24"><rect x="-30" y="-10" width="12" height="50" rx="4"/><rect x="-6" y="-20" width="12" height="60" rx="4"/><rect x="18" y="0" width="12" height="40" rx="4"/></g>
      <g stroke="#fbbf24" stroke-width="6" stroke-linecap="round"><line x1="-160" y1="-120" x2="-120" y2="-70"/><line x1="0" y1="-140" x2="0" y2="-80"/><line x1="160" y1="-120" x2="120" y2="-70"/></g>
    </g>`,
  masks: `<g transform="translate(320 200)">
      <path d="M-150 -90 h120 v70 a60 70 0 0 1 -120 0z" fill="#fff"/>
      <g fill="#111827"><ellipse cx="-115" cy="-55" rx="14" ry="9"/><ellipse cx="-65" cy="-55" rx="14" ry="9"/></g>
      <path d="M-120 -10 q30 25 60 0" stroke="#111827" stroke-width="7" fill="none"/>
      <path d="M30 -60 h120 v70 a60 70 0 0 1 -120 0z" fill="#fbbf24"/>
      <g fill="#111827"><ellipse cx="65" cy="-25" rx="14" ry="9"/><ellipse cx="115" cy="-25" rx="14" ry="9"/></g>
      <path d="M60 40 q30 -25 60 0" stroke="#111827" stroke-width="7" fill="none"/>
      <path d="M-250 130 q250 -80 500 0" stroke="#fff" stroke-opacity="0.5" stroke-width="8" fill="none"/>
    </g>`,
  bench: `<g transform="translate(320 220)">
      <rect x="-210" y="-20" width="420" height="24" rx="8" fill="#fff"/>
      <rect x="-190" y="4" width="16" height="70" fill="#fff"/><rect x="174" y="4" width="16" height="70" fill="#fff"/>
      <g fill="#fbbf24"><circle cx="-110" cy="-80" r="28"/><rect x="-140" y="-50" width="60" height="32" rx="12"/>
      <circle cx="0" cy="-86" r="28"/><rect x="-30" y="-56" width="60" height="38" rx="12"/>
      <circle cx="110" cy="-80" r="28"/><rect x="80" y="-50" width="60" height="32" rx="12"/></g>
      <g fill="#fff" fill-opacity="0.85"><path d="M-40 -150 h80 a10 10 0 0 1 10 10 v30 a10 10 0 0 1 -10 10 h-50 l-20 16 v-16 h-10 a10 10 0 0 1 -10 -10 v-30 a10 10 0 0 1 10 -10z"/></g>
    </g>`,
  bowl: `<g transform="translate(320 210)">
      <path d="M-170 -20 h340 a170 130 0 0 1 -340 0z" fill="#fff"/>
      <g fill="#22c55e"><ellipse cx="-70" cy="-38" rx="46" ry="22"/><ellipse cx="40" cy="-44" rx="40" ry="20"/></g>
      <g fill="#f97316"><circle cx="-10" cy="-50" r="22"/><circle cx="100" cy="-32" r="18"/></g>
      <circle cx="-120" cy="-30" r="16" fill="#facc15"/>
      <g stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none" stroke-opacity="0.7"><path d="M-60 -110 q15 -25 0 -50"/><path d="M0 -120 q15 -25 0 -50"/><path d="M60 -110 q15 -25 0 -50"/></g>
    </g>`,
  stall: `<g transform="translate(320 210)">
      <g>${Array.from({ length: 6 }, (_, i) => `<path d="M${-210 + i * 70} -120 h70 v40 a35 22 0 0 1 -70 0z" fill="${i % 2 ? '#fff' : '#ef4444'}"/>`).join('')}</g>
      <rect x="-200" y="-80" width="12" height="190" fill="#fff"/><rect x="188" y="-80" width="12" height="190" fill="#fff"/>
      <rect x="-210" y="40" width="420" height="30" rx="6" fill="#fbbf24"/>
      <rect x="-120" y="-50" width="240" height="80" rx="10" fill="#0b1220" stroke="#fff" stroke-width="4"/>
      ${ball(0, -10, 26)}
    </g>`,
  whistle: `<g transform="translate(320 210)">
      <path d="M-140 -40 h150 a70 70 0 1 1 -70 70 h-80z" fill="#fff"/>
      <circle cx="10" cy="30" r="30" fill="#111827" fill-opacity="0.2"/>
      <rect x="-150" y="-52" width="40" height="24" rx="6" fill="#fbbf24"/>
      <path d="M-130 -52 q-60 -60 -20 -110" stroke="#fbbf24" stroke-width="6" fill="none"/>
      <g stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"><line x1="100" y1="-90" x2="140" y2="-120"/><line x1="110" y1="-50" x2="160" y2="-60"/></g>
    </g>`,
  cones: `<g>
      ${[150, 260, 370, 480].map((x, i) => `<g transform="translate(${x} ${i % 2 ? 250 : 170})"><polygon points="0,-40 26,28 -26,28" fill="#f97316"/><rect x="-34" y="26" width="68" height="10" rx="4" fill="#f97316"/><rect x="-14" y="-12" width="28" height="10" fill="#fff"/></g>`).join('')}
      <path d="M150 200 Q 205 300 260 230 T 370 200 T 480 230" stroke="#fff" stroke-width="5" fill="none" stroke-dasharray="14 10"/>
      ${ball(520, 300, 22)}
    </g>`,
  clipboard: `<g transform="translate(320 200)">
      <rect x="-120" y="-140" width="240" height="290" rx="16" fill="#fff"/>
      <rect x="-50" y="-156" width="100" height="34" rx="10" fill="#fbbf24"/>
      <rect x="-96" y="-100" width="192" height="120" rx="6" fill="#15803d"/>
      <g stroke="#fff" stroke-width="3" fill="none"><rect x="-90" y="-94" width="180" height="108"/><line x1="0" y1="-94" x2="0" y2="14"/><circle cx="0" cy="-40" r="20"/></g>
      <g fill="#111827" fill-opacity="0.55"><rect x="-96" y="40" width="150" height="10" rx="5"/><rect x="-96" y="64" width="190" height="10" rx="5"/><rect x="-96" y="88" width="120" height="10" rx="5"/></g>
    </g>`,
  medal: `<g transform="translate(320 210)">
      <polygon points="-70,-160 -20,-160 20,-40 -30,-40" fill="#ef4444"/><polygon points="70,-160 20,-160 -20,-40 30,-40" fill="#fff"/>
      <circle cy="40" r="86" fill="#fbbf24"/><circle cy="40" r="62" fill="none" stroke="#fff" stroke-width="6"/>
      <polygon points="0,0 12,28 42,30 18,48 26,78 0,62 -26,78 -18,48 -42,30 -12,28" fill="#fff"/>
    </g>`,
  book: `<g transform="translate(320 210)">
      <path d="M-200 -110 q100 -30 196 10 v220 q-96 -40 -196 -10z" fill="#fff"/>
      <path d="M200 -110 q-100 -30 -196 10 v220 q96 -40 196 -10z" fill="#f1f5f9"/>
      <g stroke="#111827" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round">
        <line x1="-170" y1="-70" x2="-40" y2="-60"/><line x1="-170" y1="-40" x2="-40" y2="-30"/><line x1="-170" y1="-10" x2="-70" y2="0"/>
      </g>
      <g fill="none" stroke="#15803d" stroke-width="4"><rect x="40" y="-80" width="130" height="90"/><line x1="105" y1="-80" x2="105" y2="10"/><circle cx="105" cy="-35" r="16"/></g>
    </g>`,
  goalkeeper: `<g transform="translate(320 220)">
      <g fill="none" stroke="#fff" stroke-width="6"><path d="M-200 80 v-180 h400 v180"/></g>
      <g stroke="#fff" stroke-opacity="0.35" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<line x1="${-200 + i * 50}" y1="-100" x2="${-200 + i * 50}" y2="80"/>`).join('')}${Array.from({ length: 4 }, (_, i) => `<line x1="-200" y1="${-60 + i * 40}" x2="200" y2="${-60 + i * 40}"/>`).join('')}</g>
      <g fill="#fbbf24"><circle cx="-20" cy="-40" r="24"/><path d="M-50 -12 h60 l50 -40 l12 14 l-52 48 v70 h-70z"/></g>
      ${ball(110, -70, 24)}
    </g>`,
  people: `<g transform="translate(320 230)">
      ${[-180, -90, 0, 90, 180].map((x, i) => `<g transform="translate(${x} ${i % 2 ? 10 : 0})"><circle cy="-90" r="30" fill="${i === 2 ? '#fbbf24' : '#fff'}"/><path d="M-42 50 v-70 a42 42 0 0 1 84 0 v70z" fill="${i === 2 ? '#fbbf24' : '#fff'}" fill-opacity="${i === 2 ? 1 : 0.85}"/></g>`).join('')}
    </g>`,
  timeline: `<g>
      <line x1="80" y1="220" x2="560" y2="220" stroke="#fff" stroke-width="6"/>
      ${[100, 220, 340, 460].map((x, i) => `<g><circle cx="${x}" cy="220" r="${i === 3 ? 24 : 16}" fill="${i === 3 ? '#fbbf24' : '#fff'}"/><rect x="${x - 40}" y="${i % 2 ? 250 : 120}" width="80" height="60" rx="8" fill="#fff" fill-opacity="0.85"/></g>`).join('')}
      ${ball(560, 150, 26)}
    </g>`,
};

/** Palette pairs (deep, mid) that keep white motifs readable. */
const palettes = {
  green: ['#052e16', '#15803d'],
  navy: ['#0b1736', '#1d4ed8'],
  orange: ['#431407', '#c2410c'],
  purple: ['#2e1065', '#7c3aed'],
  teal: ['#042f2e', '#0f766e'],
  red: ['#450a0a', '#b91c1c'],
  slate: ['#0f172a', '#334155'],
};

function art({ palette, motif, withPitch = true, seed = 0 }) {
  const [deep, mid] = palettes[palette];
  const id = `g${seed}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mid}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
    <radialGradient id="${id}l" cx="0.8" cy="0.1" r="0.8">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#${id})"/>
  ${stripes('#fff')}
  ${withPitch ? pitch() : ''}
  <rect width="${W}" height="${H}" fill="url(#${id}l)"/>
  ${motifs[motif]}
</svg>
`;
}

const files = {
  events: {
    'coaching-summit': { palette: 'navy', motif: 'mic' },
    'video-analysis': { palette: 'slate', motif: 'screen' },
    'pressing-clinic': { palette: 'green', motif: 'tactics' },
    'u16-tournament': { palette: 'teal', motif: 'trophy' },
    'charity-concert': { palette: 'purple', motif: 'notes' },
    'fest-night': { palette: 'purple', motif: 'decks', withPitch: false },
    'theater-coach': { palette: 'red', motif: 'masks', withPitch: false },
    'locker-room-stories': { palette: 'slate', motif: 'bench' },
    'nutrition-class': { palette: 'orange', motif: 'bowl', withPitch: false },
    'food-festival': { palette: 'orange', motif: 'stall' },
  },
  training: {
    'lisensi-c': { palette: 'navy', motif: 'medal' },
    'workshop-taktik': { palette: 'green', motif: 'tactics' },
    'sertifikasi-kiper': { palette: 'teal', motif: 'goalkeeper' },
    'dasar-melatih': { palette: 'orange', motif: 'cones' },
    'sport-science': { palette: 'purple', motif: 'clipboard' },
  },
  courses: {
    periodisasi: { palette: 'navy', motif: 'clipboard' },
    'taktik-futsal': { palette: 'green', motif: 'tactics' },
    'kiper-modern': { palette: 'teal', motif: 'goalkeeper' },
    'analisis-video': { palette: 'slate', motif: 'screen' },
    'pembinaan-usia-dini': { palette: 'orange', motif: 'cones' },
    'manajemen-tim': { palette: 'purple', motif: 'people' },
  },
  blog: {
    'rondo-4v1': { palette: 'green', motif: 'cones' },
    'transisi-bertahan': { palette: 'navy', motif: 'tactics' },
    'komunikasi-pelatih': { palette: 'purple', motif: 'whistle' },
    'hidrasi-turnamen': { palette: 'orange', motif: 'bowl', withPitch: false },
    'video-poster': { palette: 'slate', motif: 'screen' },
  },
  about: {
    team: { palette: 'green', motif: 'people' },
    timeline: { palette: 'navy', motif: 'timeline' },
    'story-poster': { palette: 'slate', motif: 'book' },
  },
};

let seed = 0;
for (const [area, list] of Object.entries(files)) {
  const dir = path.join('public', 'images', area);
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, opts] of Object.entries(list)) {
    fs.writeFileSync(path.join(dir, `${name}.svg`), art({ ...opts, seed: seed++ }));
  }
}
console.log(`wrote ${seed} illustrations`);

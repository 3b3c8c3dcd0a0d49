#!/usr/bin/env node
// Writes the two members' PDFs (server/members-content/documents/, served only to signed-in
// users by GET /api/documents/{name}, never part of the built site): the rondo 4v1 drill
// sheet of the blog and the company profile of the about page. A tiny hand-rolled
// PDF 1.4 writer (Helvetica, WinAnsi text, vector drawings), no dependencies.
//   node scripts/make-discover-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';

const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** A page is a list of drawing commands in PDF content-stream syntax. */
class Page {
  ops = [];
  text(x, y, str, { size = 11, bold = false, color = [0.06, 0.09, 0.16] } = {}) {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${color.join(' ')} rg ${x} ${y} Td (${esc(str)}) Tj ET`,
    );
    return this;
  }
  /** Wraps text to a width (approximate Helvetica metrics) and returns the next y. */
  para(x, y, str, { size = 11, width = 480, leading = 1.45, ...rest } = {}) {
    const max = Math.floor(width / (size * 0.5));
    const words = str.split(' ');
    let line = '';
    for (const w of words) {
      if ((line + ' ' + w).trim().length > max) {
        this.text(x, y, line.trim(), { size, ...rest });
        y -= size * leading;
        line = w;
      } else line += ' ' + w;
    }
    if (line.trim()) {
      this.text(x, y, line.trim(), { size, ...rest });
      y -= size * leading;
    }
    return y;
  }
  rect(x, y, w, h, { fill, stroke, lineWidth = 1 } = {}) {
    const parts = [`${lineWidth} w`];
    if (fill) parts.push(`${fill.join(' ')} rg`);
    if (stroke) parts.push(`${stroke.join(' ')} RG`);
    parts.push(`${x} ${y} ${w} ${h} re ${fill && stroke ? 'B' : fill ? 'f' : 'S'}`);
    this.ops.push(`q ${parts.join(' ')} Q`);
    return this;
  }
  line(x1, y1, x2, y2, { stroke = [1, 1, 1], lineWidth = 1.5, dash } = {}) {
    this.ops.push(
      `q ${lineWidth} w ${stroke.join(' ')} RG ${dash ? `[${dash.join(' ')}] 0 d` : ''} ${x1} ${y1} m ${x2} ${y2} l S Q`,
    );
    return this;
  }
  circle(cx, cy, r, { fill, stroke, lineWidth = 1.5 } = {}) {
    const k = 0.5523 * r;
    const path = `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`;
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    this.ops.push(
      `q ${lineWidth} w ${fill ? `${fill.join(' ')} rg` : ''} ${stroke ? `${stroke.join(' ')} RG` : ''} ${path} ${paint} Q`,
    );
    return this;
  }
}

function writePdf(file, pages, title) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesId = add(null);
  const f1 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const f2 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids = pages.map((p) => {
    const content = p.ops.join('\n');
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (id-ID) >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title (${esc(title)}) /Author (PT API Futsal Indonesia) /Producer (scripts/make-discover-pdfs.mjs) /CreationDate (D:20261101000000Z) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(out, 'latin1'));
}

const GREEN = [0.02, 0.18, 0.09];
const ORANGE = [0.76, 0.25, 0.05];
const WHITE = [1, 1, 1];
const MUTED = [0.28, 0.33, 0.41];

function header(p, kicker, title) {
  p.rect(0, 762, 595, 80, { fill: GREEN });
  p.text(40, 812, 'API FUTSAL', { size: 12, bold: true, color: [0.99, 0.73, 0.45] });
  p.text(40, 790, title, { size: 20, bold: true, color: WHITE });
  p.text(40, 772, kicker, { size: 10, color: [0.85, 0.95, 0.88] });
}
function footer(p, n) {
  p.line(40, 50, 555, 50, { stroke: [0.84, 0.86, 0.89], lineWidth: 1 });
  p.text(
    40,
    34,
    'PT API Futsal Indonesia  |  info@apifutsal.id  |  Jaga apinya, jangan biarkan padam.',
    { size: 8, color: MUTED },
  );
  p.text(540, 34, String(n), { size: 8, color: MUTED });
}
function bullets(p, x, y, items, opts = {}) {
  for (const item of items) {
    p.circle(x + 3, y + 3.5, 2.2, { fill: ORANGE });
    y = p.para(x + 14, y, item, { width: 460, ...opts }) - 3;
  }
  return y;
}

// ---- Drill sheet: Rondo 4v1 ----
{
  const p = new Page();
  header(
    p,
    'Drill sheet  |  Blog: Rondo 4v1, latihan pembuka yang mengajarkan segalanya',
    'Rondo 4v1: Sentuhan, Orientasi, Keputusan',
  );
  // Pitch diagram
  p.rect(40, 470, 250, 250, { fill: [0.09, 0.4, 0.2] });
  p.rect(75, 505, 180, 180, { stroke: WHITE, lineWidth: 2 });
  p.text(140, 480, '8 x 8 meter', { size: 9, bold: true, color: WHITE });
  const outside = [
    [165, 685],
    [255, 595],
    [165, 505],
    [75, 595],
  ];
  for (const [x, y] of outside) p.circle(x, y, 11, { fill: [0.98, 0.75, 0.14] });
  p.circle(165, 595, 11, { fill: [0.73, 0.11, 0.11] });
  p.line(165, 685, 255, 595, { dash: [5, 4] });
  p.line(255, 595, 75, 595, { dash: [5, 4] });
  p.line(75, 595, 165, 505, { dash: [5, 4] });
  p.circle(240, 612, 5, { fill: WHITE });
  p.text(40, 452, 'Kuning: 4 pemain luar   Merah: 1 pemain tengah   Garis putus: umpan', {
    size: 8.5,
    color: MUTED,
  });

  let y = 700;
  p.text(310, 708, 'Tujuan', { size: 13, bold: true });
  y = p.para(
    310,
    690,
    'Sentuhan pertama yang mengarahkan bola, badan terbuka saat menerima, dan keputusan cepat di ruang sempit.',
    { width: 240, size: 10 },
  );
  p.text(310, y - 8, 'Peralatan', { size: 13, bold: true });
  y = p.para(310, y - 26, '4 cone, 2 bola futsal, rompi untuk pemain tengah, stopwatch.', {
    width: 240,
    size: 10,
  });
  p.text(310, y - 8, 'Durasi', { size: 13, bold: true });
  y = p.para(310, y - 26, '12 menit: 4 blok x 2,5 menit, istirahat aktif 30 detik.', {
    width: 240,
    size: 10,
  });
  p.text(310, y - 8, 'Pemain', { size: 13, bold: true });
  p.para(310, y - 26, '5 per kotak; buat beberapa kotak untuk tim besar.', {
    width: 240,
    size: 10,
  });

  y = 420;
  p.text(40, y, 'Aturan', { size: 14, bold: true });
  y = bullets(
    p,
    40,
    y - 20,
    [
      'Maksimal dua sentuhan untuk pemain luar.',
      'Bola direbut atau keluar kotak: pemain yang kehilangan bola masuk ke tengah.',
      'Ganti pemain tengah paling lambat setiap 60 detik agar intensitas tetap tinggi.',
    ],
    { size: 10.5 },
  );
  p.text(40, y - 10, 'Progresi', { size: 14, bold: true });
  y = bullets(
    p,
    40,
    y - 30,
    [
      'Level 1: satu sentuhan untuk umpan diagonal.',
      'Level 2: 5v2 dengan poin bonus untuk umpan yang membelah dua pemain tengah.',
      'Level 3: setelah merebut bola, pemain tengah harus mengumpan ke pelatih di luar kotak dalam 3 detik.',
    ],
    { size: 10.5 },
  );
  p.text(40, y - 10, 'Poin pelatihan', { size: 14, bold: true });
  y = bullets(
    p,
    40,
    y - 30,
    [
      'Terima bola dengan kaki terjauh dari pemain tengah.',
      'Bergerak sebelum bola datang: selalu ada dua opsi umpan.',
      'Suara! Pemain memberi informasi sebelum rekan menerima bola.',
    ],
    { size: 10.5 },
  );
  p.rect(40, 66, 515, 40, { fill: [0.93, 0.95, 0.96] });
  p.text(52, 90, 'Catatan pelatih: hitung umpan beruntun terbanyak tiap grup dan tulis di papan.', {
    size: 9.5,
    bold: true,
  });
  p.text(52, 75, 'Materi anggota API Futsal. Boleh dicetak untuk sesi latihan tim Anda.', {
    size: 9,
    color: MUTED,
  });
  footer(p, 1);
  writePdf(
    'server/members-content/documents/drill-sheet-rondo-4v1.pdf',
    [p],
    'Drill sheet: Rondo 4v1',
  );
}

// ---- Company profile ----
{
  const p1 = new Page();
  header(p1, 'Company profile 2026', 'PT API Futsal Indonesia');
  let y = 720;
  p1.text(40, y, 'Tentang kami', { size: 15, bold: true });
  y = p1.para(
    40,
    y - 22,
    'API Futsal adalah platform edukasi berbahasa Indonesia untuk pelatih futsal dan sepak bola: artikel teknis, webinar, pelatihan tatap muka, kursus profesional dan lisensi kepelatihan. Kami percaya pelatih yang baik melahirkan pemain yang baik, dan pemain yang baik membangun sepak bola Indonesia.',
    { width: 515 },
  );
  p1.text(40, y - 12, 'Misi', { size: 15, bold: true });
  y = bullets(p1, 40, y - 34, [
    'Ilmu yang bisa dipakai besok pagi: setiap materi lahir dari sesi latihan nyata.',
    'Pelatih untuk semua level: dari guru olahraga dan orang tua sampai pelatih berlisensi.',
    'Komunitas yang saling menguatkan dari Sabang sampai Merauke.',
  ]);
  p1.text(40, y - 12, 'Dampak dalam angka', { size: 15, bold: true });
  const stats = [
    ['20,000+', 'pelatih'],
    ['15,000+', 'sertifikasi'],
    ['500+', 'instruktur'],
    ['95%', 'tingkat keberhasilan'],
  ];
  stats.forEach(([v, l], i) => {
    const x = 40 + i * 131;
    p1.rect(x, y - 110, 121, 80, { fill: GREEN });
    p1.text(x + 12, y - 68, v, { size: 20, bold: true, color: WHITE });
    p1.text(x + 12, y - 92, l, { size: 10, color: [0.82, 0.98, 0.9] });
  });
  y -= 140;
  p1.text(40, y, 'Perjalanan', { size: 15, bold: true });
  const timeline = [
    ['2015', 'Berawal dari pertemuan bulanan pelatih futsal di Jakarta.'],
    ['2017', 'Kelas dasar melatih futsal pertama, 40 peserta.'],
    ['2019', 'Platform Free Kick: artikel teknis dan video analisis online.'],
    ['2021', 'Program kursus bersertifikat bersama asosiasi daerah.'],
    ['2024', 'Komunitas menjangkau pelatih di 34 provinsi.'],
    ['2026', 'Portal anggota: kursus, materi anggota dan dashboard belajar.'],
  ];
  y -= 26;
  p1.line(58, y + 8, 58, y - timeline.length * 26 + 18, { stroke: ORANGE, lineWidth: 2 });
  for (const [year, text] of timeline) {
    p1.circle(58, y + 3, 5, { fill: WHITE, stroke: ORANGE });
    p1.text(74, y, year, { size: 10.5, bold: true, color: ORANGE });
    p1.text(112, y, text, { size: 10.5 });
    y -= 26;
  }
  footer(p1, 1);

  const p2 = new Page();
  header(p2, 'Company profile 2026', 'Program dan kerja sama');
  y = 720;
  const programs = [
    [
      'Free Kick dan Area Teknis',
      'Artikel teknis, analisis taktik dan video untuk pelatih, diperbarui setiap minggu.',
    ],
    [
      'Webinar dan events',
      'Konferensi, coaching clinic, turnamen akademi dan acara komunitas sepanjang tahun.',
    ],
    [
      'Pelatihan dan sertifikasi',
      'Kursus lisensi, workshop taktik, sertifikasi pelatih kiper dan sport science.',
    ],
    [
      'Kursus profesional online',
      'Periodisasi, taktik modern, analisis video, pembinaan usia dini dan manajemen tim.',
    ],
    [
      'Paket langganan',
      '1 Bulan, 6 Bulan dan 1 Tahun, dengan akses materi anggota dan drill sheet.',
    ],
  ];
  for (const [t, d] of programs) {
    p2.rect(40, y - 50, 515, 62, { fill: [0.95, 0.96, 0.97] });
    p2.rect(40, y - 50, 5, 62, { fill: ORANGE });
    p2.text(56, y - 8, t, { size: 12.5, bold: true });
    p2.para(56, y - 28, d, { size: 10, width: 490, color: MUTED });
    y -= 76;
  }
  p2.text(40, y - 6, 'Kerja sama', { size: 15, bold: true });
  y = bullets(p2, 40, y - 28, [
    'Klub dan akademi: kurikulum latihan, pelatihan pelatih dan analisis pertandingan.',
    'Sekolah dan kampus: kelas ekstrakurikuler dan pelatihan guru olahraga.',
    'Sponsor dan mitra: paket kemitraan untuk Indonesia Futsal Coaching Summit.',
  ]);
  p2.text(40, y - 10, 'Kontak', { size: 15, bold: true });
  p2.text(40, y - 32, 'Email: info@apifutsal.id', { size: 11 });
  p2.text(40, y - 48, 'YouTube: youtube.com/@apifutsal   Instagram: instagram.com/apifutsal', {
    size: 11,
  });
  footer(p2, 2);
  writePdf(
    'server/members-content/documents/company-profile-api-futsal.pdf',
    [p1, p2],
    'Company profile PT API Futsal Indonesia',
  );
}
console.log(
  'wrote server/members-content/documents/drill-sheet-rondo-4v1.pdf and server/members-content/documents/company-profile-api-futsal.pdf',
);

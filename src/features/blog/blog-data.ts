/**
 * Local sample blog posts: the public part only. `content` is HTML, sanitised before rendering.
 * A post's members' section is not here (this file is part of the browser bundle): the API
 * answers it to signed-in users (GET /blog/{id}/members).
 */
export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: string;
  readTime: string;
  image: string;
  content: string;
  /** Whether the post has a members' section, loaded from the API for signed-in users. */
  hasLockedContent?: boolean;
  /** Whether the post has a drill sheet PDF (login required to download). */
  hasPdf: boolean;
  /** A YouTube video id, shown through a click-to-load facade. */
  youtubeId?: string;
}

/** The drill sheet PDF, a members' document of the API (GET /documents/{name}). */
export const DRILL_SHEET_PDF = 'drill-sheet-rondo-4v1.pdf';

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: 'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya',
    excerpt:
      'Rondo sederhana di kotak 8x8 meter melatih sentuhan pertama, orientasi tubuh dan keputusan cepat. Begini cara kami memakainya di setiap sesi.',
    author: 'Coach Rendra Wijaya',
    date: '2026-10-28',
    category: 'Latihan',
    readTime: '6 menit',
    image: '/images/blog/rondo-4v1.svg',
    hasPdf: true,
    youtubeId: 'apifutsal01',
    content: `
      <p>Hampir semua sesi latihan tim kami dibuka dengan <strong>rondo 4v1</strong>. Latihannya sederhana: empat pemain di sisi kotak 8x8 meter menjaga bola dari satu pemain di tengah. Tetapi di balik kesederhanaan itu ada hampir semua hal yang dibutuhkan pemain futsal.</p>
      <h2>Kenapa rondo?</h2>
      <ul>
        <li><strong>Sentuhan pertama</strong> yang mengarahkan bola ke ruang kosong, bukan sekadar menghentikannya.</li>
        <li><strong>Orientasi tubuh</strong>: menerima bola dengan badan terbuka sehingga dua opsi umpan selalu terlihat.</li>
        <li><strong>Keputusan cepat</strong> di bawah tekanan, persis seperti di lapangan futsal yang sempit.</li>
      </ul>
      <h2>Aturan dasar</h2>
      <p>Maksimal dua sentuhan. Jika pemain tengah merebut bola atau bola keluar kotak, pemain yang kehilangan bola masuk ke tengah. Ganti pemain tengah paling lambat setiap 60 detik supaya intensitas tetap tinggi.</p>
      <blockquote>Rondo yang baik terdengar ramai: pemain saling memberi informasi sebelum bola datang.</blockquote>
    `,
    hasLockedContent: true,
  },
  {
    id: 2,
    title: 'Transisi Bertahan: Lima Detik Pertama Setelah Kehilangan Bola',
    excerpt:
      'Tim yang paling cepat bereaksi setelah kehilangan bola jarang kebobolan dari serangan balik. Tiga prinsip yang kami ajarkan kepada setiap tim akademi.',
    author: 'Coach Sari Anggraini',
    date: '2026-10-14',
    category: 'Taktik',
    readTime: '8 menit',
    image: '/images/blog/transisi-bertahan.svg',
    hasPdf: false,
    content: `
      <p>Di futsal, bola berpindah tangan puluhan kali dalam satu babak. Setiap kehilangan bola adalah momen paling berbahaya, karena lawan menemukan tim kita sedang terbuka menyerang.</p>
      <h2>Tiga prinsip</h2>
      <ol>
        <li><strong>Pemain terdekat menekan bola</strong> seketika, tujuannya menunda, bukan langsung merebut.</li>
        <li><strong>Pemain kedua menutup jalur umpan vertikal</strong> ke pivot lawan.</li>
        <li><strong>Pemain terakhir turun ke tengah</strong> dan berkomunikasi dengan kiper.</li>
      </ol>
      <p>Latih prinsip ini dalam permainan 3v3 dengan aturan: tim yang kehilangan bola mendapat poin jika merebut kembali dalam 5 detik.</p>
    `,
    hasLockedContent: true,
  },
  {
    id: 3,
    title: 'Komunikasi Pelatih di Pinggir Lapangan',
    excerpt:
      'Instruksi yang terlalu banyak membuat pemain berhenti berpikir. Kapan sebaiknya pelatih berbicara, dan kapan sebaiknya diam.',
    author: 'Coach Miguel Rodríguez',
    date: '2026-09-30',
    category: 'Kepelatihan',
    readTime: '5 menit',
    image: '/images/blog/komunikasi-pelatih.svg',
    hasPdf: false,
    youtubeId: 'apifutsal02',
    content: `
      <p>Pelatih muda sering merasa harus terus berbicara selama pertandingan. Padahal pemain hanya mampu memproses satu instruksi singkat di tengah permainan yang sangat cepat.</p>
      <h2>Aturan tiga kata</h2>
      <p>Selama bola hidup, gunakan instruksi maksimal tiga kata: <em>"Tekan kanan!"</em>, <em>"Turun cepat!"</em>, <em>"Balik badan!"</em>. Simpan penjelasan untuk time-out dan jeda babak.</p>
      <h2>Gunakan time-out dengan rencana</h2>
      <p>Siapkan papan taktik dan satu pesan utama. Time-out di futsal hanya satu menit, dan pemain harus kembali ke lapangan dengan satu hal yang jelas untuk dilakukan.</p>
    `,
  },
  {
    id: 4,
    title: 'Hidrasi dan Makan Saat Turnamen Dua Hari',
    excerpt:
      'Jadwal turnamen akademi bisa berisi tiga pertandingan sehari. Panduan praktis makan dan minum agar pemain tetap segar sampai final.',
    author: 'Chef Yudha Pratama',
    date: '2026-09-12',
    category: 'Nutrisi',
    readTime: '4 menit',
    image: '/images/blog/hidrasi-turnamen.svg',
    hasPdf: false,
    content: `
      <p>Turnamen usia muda sering dimenangkan oleh tim yang paling segar di hari kedua, bukan tim yang paling berbakat.</p>
      <h2>Sebelum pertandingan</h2>
      <ul>
        <li>Makan besar 3 jam sebelum bertanding: nasi, lauk rendah lemak dan sayur.</li>
        <li>Camilan ringan 60 menit sebelumnya: pisang atau roti dengan selai.</li>
      </ul>
      <h2>Di antara pertandingan</h2>
      <p>Minum sedikit tapi sering. Timbang pemain sebelum dan sesudah bertanding: setiap kilogram yang hilang perlu diganti sekitar 1,5 liter cairan.</p>
    `,
    hasLockedContent: true,
  },
];

export function findPost(id: string | number | undefined): BlogPost | undefined {
  if (id === undefined) return undefined;
  const n = Number(id);
  return Number.isInteger(n) ? BLOG_POSTS.find((p) => p.id === n) : undefined;
}

/** Local sample blog posts. `content` and `lockedContent` are HTML, sanitised before rendering. */
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
  /** Members only. */
  lockedContent?: string;
  /** Whether the post has a drill sheet PDF (login required to download). */
  hasPdf: boolean;
  /** A YouTube video id, shown through a click-to-load facade. */
  youtubeId?: string;
}

/** The drill sheet PDF shipped in public/docs (written by scripts/make-discover-pdfs.mjs). */
export const DRILL_SHEET_PDF = {
  href: '/docs/drill-sheet-rondo-4v1.pdf',
  fileName: 'drill-sheet-rondo-4v1.pdf',
} as const;

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
    lockedContent: `
      <h2>Progresi untuk pemain yang sudah mahir</h2>
      <ol>
        <li><strong>Satu sentuhan</strong> untuk pemain yang menerima umpan diagonal.</li>
        <li><strong>Poin bonus</strong> jika umpan membelah dua pemain tengah (ubah menjadi 5v2).</li>
        <li><strong>Transisi</strong>: saat bola direbut, pemain tengah harus mengumpan ke pelatih di luar kotak dalam 3 detik.</li>
      </ol>
      <p>Catat jumlah umpan beruntun terbanyak di setiap grup dan tulis di papan. Kompetisi kecil seperti ini menaikkan fokus tanpa perlu banyak instruksi.</p>
      <h3>Kesalahan yang sering terjadi</h3>
      <ul>
        <li>Pemain menunggu bola dengan badan tertutup, sehingga umpan selalu kembali ke pengumpan.</li>
        <li>Kotak terlalu besar: tekanan hilang dan latihan berubah menjadi umpan santai.</li>
      </ul>
    `,
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
    lockedContent: `
      <h2>Sesi latihan lengkap (75 menit)</h2>
      <ul>
        <li><strong>Pemanasan (15 menit):</strong> rondo 4v2 dengan transisi ke gawang kecil.</li>
        <li><strong>Latihan utama (35 menit):</strong> 4v4 + kiper, poin ganda untuk gol dalam 5 detik setelah merebut bola.</li>
        <li><strong>Permainan (20 menit):</strong> 5v5 bebas, pelatih menghentikan permainan hanya pada momen transisi.</li>
        <li><strong>Pendinginan dan evaluasi (5 menit).</strong></li>
      </ul>
      <p>Rekam satu pertandingan latihan dan hitung berapa detik tim membutuhkan waktu untuk menekan bola setelah kehilangan. Target kami: di bawah dua detik.</p>
    `,
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
    lockedContent: `
      <h2>Contoh menu dua hari</h2>
      <ul>
        <li><strong>Hari 1 pagi:</strong> nasi uduk tanpa gorengan, telur rebus, buah.</li>
        <li><strong>Hari 1 antara laga:</strong> roti isi ayam, pisang, air dan minuman elektrolit.</li>
        <li><strong>Hari 1 malam:</strong> nasi, ikan bakar, sayur bening, semangka.</li>
        <li><strong>Hari 2 pagi:</strong> bubur ayam, susu, buah potong.</li>
      </ul>
      <p>Bawa kotak pendingin berisi buah potong dan air. Hindari mencoba makanan baru saat turnamen.</p>
    `,
  },
];

export function findPost(id: string | number | undefined): BlogPost | undefined {
  if (id === undefined) return undefined;
  const n = Number(id);
  return Number.isInteger(n) ? BLOG_POSTS.find((p) => p.id === n) : undefined;
}

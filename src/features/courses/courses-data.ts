/** Local sample courses. `price` is in rupiah; it is shown id-ID formatted. */
export type CourseLevel = 'Pemula' | 'Menengah' | 'Lanjutan';

export interface Course {
  id: number;
  title: string;
  description: string;
  /** In rupiah (IDR). */
  price: number;
  duration: string;
  lessons: number;
  level: CourseLevel;
  rating: number;
  students: number;
  image: string;
}

export const COURSES: readonly Course[] = [
  {
    id: 1,
    title: 'Periodisasi Latihan Futsal Satu Musim',
    description:
      'Menyusun makro, meso dan mikrosiklus untuk tim futsal: beban latihan, tapering sebelum turnamen dan evaluasi bulanan.',
    price: 1_250_000,
    duration: '6 minggu',
    lessons: 24,
    level: 'Lanjutan',
    rating: 4.8,
    students: 1840,
    image: '/images/courses/periodisasi.svg',
  },
  {
    id: 2,
    title: 'Taktik Futsal Modern: Rotasi dan Pressing',
    description:
      'Rotasi 3-1, 4-0 dan 2-2, pressing zona dan individu, serta transisi menyerang dan bertahan dengan latihan progresif.',
    price: 950_000,
    duration: '5 minggu',
    lessons: 20,
    level: 'Menengah',
    rating: 4.9,
    students: 3215,
    image: '/images/courses/taktik-futsal.svg',
  },
  {
    id: 3,
    title: 'Melatih Kiper Futsal Modern',
    description:
      'Teknik dasar, distribusi bola, kiper sebagai pemain kelima (power play) dan program latihan kiper usia muda.',
    price: 850_000,
    duration: '4 minggu',
    lessons: 16,
    level: 'Menengah',
    rating: 4.7,
    students: 1102,
    image: '/images/courses/kiper-modern.svg',
  },
  {
    id: 4,
    title: 'Analisis Video untuk Pelatih',
    description:
      'Merekam, memotong dan menandai klip pertandingan; membuat laporan lawan dan sesi video 10 menit untuk pemain.',
    price: 700_000,
    duration: '3 minggu',
    lessons: 12,
    level: 'Menengah',
    rating: 4.6,
    students: 964,
    image: '/images/courses/analisis-video.svg',
  },
  {
    id: 5,
    title: 'Pembinaan Usia Dini (7–12 Tahun)',
    description:
      'Permainan kecil, koordinasi, dan cara membuat anak jatuh cinta pada bola: kurikulum 12 minggu siap pakai.',
    price: 500_000,
    duration: '4 minggu',
    lessons: 18,
    level: 'Pemula',
    rating: 4.9,
    students: 4378,
    image: '/images/courses/pembinaan-usia-dini.svg',
  },
  {
    id: 6,
    title: 'Manajemen Tim dan Kepemimpinan Pelatih',
    description:
      'Komunikasi di ruang ganti, membangun budaya tim, bekerja dengan orang tua dan manajemen klub.',
    price: 600_000,
    duration: '3 minggu',
    lessons: 10,
    level: 'Pemula',
    rating: 4.5,
    students: 1527,
    image: '/images/courses/manajemen-tim.svg',
  },
];

/** Local sample training programmes. Dates are pinned. */
export type TrainingCategory = 'Professional' | 'Workshop' | 'Certification' | 'Beginner';

export interface Training {
  id: number;
  title: string;
  description: string;
  location: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  duration: string;
  image: string;
  category: TrainingCategory;
}

export const TRAININGS: readonly Training[] = [
  {
    id: 1,
    title: 'Kursus Lisensi Pelatih Futsal Level 1',
    description:
      'Program resmi menuju lisensi pelatih futsal level 1: metodologi latihan, manajemen sesi, dan praktik melatih dengan penilaian langsung dari instruktur.',
    location: 'Pusat Pelatihan API Futsal, Jakarta',
    date: '2027-01-11',
    duration: '6 hari',
    image: '/images/training/lisensi-c.svg',
    category: 'Professional',
  },
  {
    id: 2,
    title: 'Workshop Taktik: Rotasi 3-1 dan 4-0',
    description:
      'Dua hari membedah pola rotasi menyerang paling populer di futsal modern, lengkap dengan latihan progresif yang langsung bisa dipakai di tim Anda.',
    location: 'GOR Pajajaran, Bandung',
    date: '2026-12-19',
    duration: '2 hari',
    image: '/images/training/workshop-taktik.svg',
    category: 'Workshop',
  },
  {
    id: 3,
    title: 'Sertifikasi Pelatih Penjaga Gawang',
    description:
      'Sertifikasi khusus pelatih kiper futsal: posisi dasar, bermain dengan kaki, power play, dan program latihan mingguan untuk kiper usia muda.',
    location: 'Arena Futsal Kertajaya, Surabaya',
    date: '2027-02-08',
    duration: '4 hari',
    image: '/images/training/sertifikasi-kiper.svg',
    category: 'Certification',
  },
  {
    id: 4,
    title: 'Dasar-Dasar Melatih Futsal Usia Dini',
    description:
      'Untuk guru olahraga, orang tua dan pelatih baru: cara menyusun sesi 60 menit yang menyenangkan, aman dan penuh sentuhan bola untuk anak 7–12 tahun.',
    location: 'Online dan GOR Amongrogo, Yogyakarta',
    date: '2026-12-05',
    duration: '3 pertemuan',
    image: '/images/training/dasar-melatih.svg',
    category: 'Beginner',
  },
  {
    id: 5,
    title: 'Sport Science untuk Pelatih Futsal',
    description:
      'Memantau beban latihan, tes kebugaran lapangan, pencegahan cedera dan pemulihan antar pertandingan, dengan contoh data dari tim profesional.',
    location: 'Universitas Negeri Jakarta',
    date: '2027-03-01',
    duration: '5 hari',
    image: '/images/training/sport-science.svg',
    category: 'Professional',
  },
];

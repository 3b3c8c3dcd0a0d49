/** Local sample events. Not part of the API; dates are pinned. */

export const EVENT_CATEGORIES = [
  'All',
  'Music',
  'Sports',
  'Theater',
  'Conference',
  'Food',
] as const;
export type EventCategoryFilter = (typeof EVENT_CATEGORIES)[number];
export type EventCategory = Exclude<EventCategoryFilter, 'All'>;

export interface Ticket {
  type: string;
  /** In US dollars (shown in $ with 2 decimals). */
  price: number;
  available: number;
}

export interface EventItem {
  id: number;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  /** The lowest ticket price, in US dollars. */
  price: number;
  category: EventCategory;
  featured: boolean;
  image: string;
  tickets: Ticket[];
  coaches: string[];
  lineup?: string[];
  speakers?: string[];
  teams?: string[];
  cast?: string[];
  chefs?: string[];
  djs?: string[];
}

/** A sample event's own facts; the factory adds what follows from them. */
type EventFacts = Omit<EventItem, 'price' | 'featured'> & { featured?: boolean };

/** An event as listed: its price is its cheapest ticket's; it is not featured unless it says so. */
function sampleEvent({ featured = false, ...facts }: EventFacts): EventItem {
  return { ...facts, price: Math.min(...facts.tickets.map((t) => t.price)), featured };
}

export const EVENTS: readonly EventItem[] = [
  sampleEvent({
    id: 1,
    title: 'Indonesia Futsal Coaching Summit 2026',
    description:
      'Dua hari konferensi untuk pelatih futsal: periodisasi latihan, analisis lawan dengan video, dan jalur lisensi AFC. Ditutup dengan forum klub dan paket kemitraan untuk akademi.',
    date: '2026-12-05',
    time: '08:30 WIB',
    location: 'Jakarta Convention Center, Jakarta',
    category: 'Conference',
    featured: true,
    image: '/images/events/coaching-summit.svg',
    tickets: [
      { type: 'Reguler', price: 49, available: 320 },
      { type: 'VIP + Workshop', price: 129, available: 60 },
      { type: 'Paket Mitra Akademi', price: 500000, available: 4 },
      { type: 'Paket Mitra Utama', price: 1000000, available: 1 },
    ],
    coaches: ['Coach Rendra Wijaya', 'Coach Sari Anggraini'],
    speakers: [
      'Dr. Bima Prasetyo (Sport Science)',
      'Coach Miguel Rodríguez (UEFA Futsal B)',
      'Laras Putri (Analis Video)',
    ],
  }),
  sampleEvent({
    id: 2,
    title: 'Webinar: Analisis Video untuk Pelatih Futsal',
    description:
      'Belajar memotong klip pertandingan, menandai pola serangan 3-1 dan 4-0, lalu menyajikannya kepada pemain dalam 10 menit sebelum latihan.',
    date: '2026-11-28',
    time: '19:30 WIB',
    location: 'Online (Zoom)',
    category: 'Conference',
    image: '/images/events/video-analysis.svg',
    tickets: [
      { type: 'Peserta', price: 12, available: 500 },
      { type: 'Peserta + Rekaman', price: 19, available: 200 },
    ],
    coaches: ['Coach Laras Putri'],
    speakers: ['Laras Putri', 'Andi Kurniawan (Analis Timnas U-20)'],
  }),
  sampleEvent({
    id: 3,
    title: 'Coaching Clinic: Pressing Tinggi dan Transisi',
    description:
      'Sesi lapangan untuk pelatih akademi: organisasi pressing tinggi, pemicu pressing, dan transisi cepat setelah merebut bola. Peserta ikut praktik bersama tim demonstrasi.',
    date: '2026-12-12',
    time: '15:00 WIB',
    location: 'GOR Futsal Senayan, Jakarta',
    category: 'Sports',
    featured: true,
    image: '/images/events/pressing-clinic.svg',
    tickets: [
      { type: 'Pengamat', price: 25, available: 80 },
      { type: 'Peserta Lapangan', price: 45, available: 24 },
    ],
    coaches: ['Coach Rendra Wijaya', 'Coach Dimas Saputra'],
    teams: ['Akademi Garuda Muda', 'Bintang Timur Futsal Academy'],
  }),
  sampleEvent({
    id: 4,
    title: 'Turnamen Futsal Antar Akademi U-16',
    description:
      'Turnamen dua hari untuk akademi binaan API Futsal. Setiap pertandingan dianalisis langsung oleh pelatih berlisensi, lengkap dengan catatan untuk tiap tim.',
    date: '2027-01-16',
    time: '09:00 WIB',
    location: 'Britama Arena, Jakarta Utara',
    category: 'Sports',
    image: '/images/events/u16-tournament.svg',
    tickets: [
      { type: 'Tribun', price: 8, available: 600 },
      { type: 'Tribun + Sesi Analisis', price: 15, available: 120 },
    ],
    coaches: ['Coach Sari Anggraini'],
    teams: [
      'Akademi Garuda Muda',
      'Persija Futsal Youth',
      'Bandung Pasundan Academy',
      'Surabaya Arek Futsal',
    ],
  }),
  sampleEvent({
    id: 5,
    title: 'Malam Apresiasi Pelatih: Konser Amal',
    description:
      'Konser amal untuk program pelatih akar rumput di daerah. Seluruh keuntungan dipakai untuk beasiswa lisensi pelatih futsal tingkat D.',
    date: '2026-12-20',
    time: '19:00 WIB',
    location: 'Balai Sarbini, Jakarta',
    category: 'Music',
    featured: true,
    image: '/images/events/charity-concert.svg',
    tickets: [
      { type: 'Festival', price: 30, available: 450 },
      { type: 'Tribun Duduk', price: 55, available: 150 },
    ],
    coaches: ['Coach Rendra Wijaya'],
    lineup: ['Orkes Bola Sepak', 'Nadia & The Keepers', 'Paduan Suara Pelatih Nusantara'],
  }),
  sampleEvent({
    id: 6,
    title: 'Futsal Fest Night',
    description:
      'Malam penutupan musim kompetisi akademi dengan DJ set, pemutaran gol terbaik musim ini dan penghargaan pelatih muda terbaik.',
    date: '2027-02-06',
    time: '20:00 WIB',
    location: 'Lapangan Banteng, Jakarta',
    category: 'Music',
    image: '/images/events/fest-night.svg',
    tickets: [{ type: 'General Admission', price: 18, available: 900 }],
    coaches: ['Coach Dimas Saputra'],
    djs: ['DJ Tendangan', 'DJ Offside', 'DJ Flick'],
  }),
  sampleEvent({
    id: 7,
    title: 'Teater "Sang Pelatih": Dari Gang ke Lapangan',
    description:
      'Pementasan tentang seorang pelatih futsal kampung yang membawa timnya ke final nasional. Diskusi singkat tentang kepemimpinan pelatih setelah pertunjukan.',
    date: '2026-12-27',
    time: '16:00 WIB',
    location: 'Gedung Kesenian Jakarta',
    category: 'Theater',
    image: '/images/events/theater-coach.svg',
    tickets: [
      { type: 'Balkon', price: 22, available: 140 },
      { type: 'Kursi Utama', price: 38, available: 90 },
    ],
    coaches: ['Coach Sari Anggraini'],
    cast: [
      'Reza Mahendra sebagai Pak Darto',
      'Ayu Lestari sebagai Nina',
      'Tim Teater Bola Kampung',
    ],
  }),
  sampleEvent({
    id: 8,
    title: 'Talkshow Panggung: Cerita dari Ruang Ganti',
    description:
      'Pertunjukan bercerita dan talkshow bersama pelatih dan pemain timnas futsal: keputusan sulit di babak kedua, rotasi pemain dan cara memimpin saat tertinggal.',
    date: '2027-01-30',
    time: '19:30 WIB',
    location: 'Teater Salihara, Jakarta Selatan',
    category: 'Theater',
    image: '/images/events/locker-room-stories.svg',
    tickets: [{ type: 'Reguler', price: 20, available: 200 }],
    coaches: ['Coach Miguel Rodríguez'],
    cast: ['Coach Miguel Rodríguez', 'Ardiansyah Runtuboy', 'Evan Soumilena'],
  }),
  sampleEvent({
    id: 9,
    title: 'Cooking Class: Nutrisi Atlet Futsal',
    description:
      'Kelas memasak untuk pelatih dan orang tua pemain: menu sebelum dan sesudah pertandingan, hidrasi, dan bekal turnamen dengan bahan dari pasar lokal.',
    date: '2026-12-08',
    time: '10:00 WIB',
    location: 'Dapur Nusantara Studio, Bandung',
    category: 'Food',
    image: '/images/events/nutrition-class.svg',
    tickets: [
      { type: 'Peserta Masak', price: 35, available: 30 },
      { type: 'Peserta + Buku Resep', price: 48, available: 20 },
    ],
    coaches: ['Coach Dimas Saputra'],
    chefs: ['Chef Anastasia Wibowo', 'Chef Yudha Pratama (Ahli Gizi Olahraga)'],
  }),
  sampleEvent({
    id: 10,
    title: 'Festival Kuliner & Nobar Final Liga Futsal',
    description:
      'Nonton bareng final Liga Futsal Profesional dengan bedah taktik di jeda babak, ditemani bazar kuliner khas Nusantara.',
    date: '2027-02-20',
    time: '17:00 WIB',
    location: 'Taman Kota Surabaya',
    category: 'Food',
    image: '/images/events/food-festival.svg',
    tickets: [
      { type: 'Masuk', price: 5, available: 1500 },
      { type: 'Meja Keluarga (4 orang)', price: 28, available: 60 },
    ],
    coaches: ['Coach Sari Anggraini', 'Coach Rendra Wijaya'],
    chefs: ['Chef Bagas Ramadhan', 'Chef Maria Simanjuntak'],
  }),
];

export function findEvent(id: string | number | undefined): EventItem | undefined {
  if (id === undefined) return undefined;
  const n = Number(id);
  return Number.isInteger(n) ? EVENTS.find((e) => e.id === n) : undefined;
}

/** "Anda sedang offline": the screen of a page that is not on the device (see offline-strings.ts). */
export const OFFLINE_SCREEN_STRINGS = {
  title: 'Anda sedang offline',
  body: 'Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi. Sambungkan kembali internet, atau buka yang sudah tersedia:',
  home: 'Beranda',
  saved: 'Artikel tersimpan',
  recent: 'Baru saja Anda baca',
  retry: 'Coba lagi',
} as const;

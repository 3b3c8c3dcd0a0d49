/** The offline site's words: the connection banner, the update and install prompts, the offline screen. */
export const OFFLINE_STRINGS = {
  offline: 'Anda sedang offline',
  saved: 'Tersimpan',
  banner: 'Anda sedang offline. Halaman yang pernah dibuka tetap bisa dibaca.',
  backOnline: 'Koneksi kembali. Konten sedang diperbarui.',
  updateTitle: 'Versi baru tersedia',
  updateBody: 'Muat ulang untuk memakai versi terbaru situs ini.',
  updateReload: 'Muat ulang',
  updateLater: 'Nanti saja',
  installTitle: 'Pasang API Futsal',
  installBody: 'Buka materi latihan langsung dari layar utama, juga saat sinyal lemah di lapangan.',
  installAccept: 'Pasang',
  installDismiss: 'Tidak, terima kasih',
  screenTitle: 'Anda sedang offline',
  screenBody:
    'Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi. Sambungkan kembali internet, atau buka yang sudah tersedia:',
  screenHome: 'Beranda',
  screenSaved: 'Artikel tersimpan',
  screenRecent: 'Baru saja Anda baca',
  screenRetry: 'Coba lagi',
  savedAt: (time: string) => `Disimpan pukul ${time}`,
  savedAtDay: (date: string, time: string) => `Disimpan ${date} pukul ${time}`,
} as const;

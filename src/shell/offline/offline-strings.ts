/**
 * The offline site's words. Three objects in three modules, one per chunk that shows them (the
 * offline layer, the offline screen, the saved-at marker): a module shared by lazy chunks would be
 * merged into the first load.
 */

/** The connection banner and the update and install offers. */
export const OFFLINE_STRINGS = {
  offline: 'Anda sedang offline',
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
} as const;

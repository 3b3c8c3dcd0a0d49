/** What the admin's editor says about drafts kept on this device and saves queued while offline. */
export const OFFLINE_EDIT_STRINGS = {
  restoreTitle: 'Ada draf yang belum disimpan',
  restoreDescription: (when: string) =>
    `Draf artikel ini tersimpan di perangkat ini pada ${when} dan berbeda dari versi di server.`,
  restore: 'Pulihkan draf',
  discard: 'Buang draf',
  queuedTitle: 'Tersimpan di perangkat ini',
  queuedDescription:
    'Tidak ada koneksi. Perubahan Anda masuk antrean dan akan dikirim otomatis saat koneksi kembali.',
  landedTitle: (count: number) =>
    count === 1
      ? 'Satu perubahan dari antrean sudah terkirim.'
      : `${count} perubahan dari antrean sudah terkirim.`,
  editorOffline: 'Anda sedang offline. Perubahan yang disimpan masuk antrean di perangkat ini.',
  editorQueued: 'Perubahan artikel ini masih di antrean dan belum terkirim.',
  queueFailed: 'Perubahan tidak dapat disimpan di perangkat ini. Teks Anda masih ada di editor.',
  panelTitle: 'Antrean penyimpanan',
  panelLead: 'Perubahan yang disimpan saat offline. Dikirim otomatis saat koneksi kembali.',
  panelOffline: 'Anda sedang offline. Antrean akan dikirim saat koneksi kembali.',
  sendNow: 'Kirim sekarang',
  untitled: '(Tanpa judul)',
  newArticle: 'Artikel baru',
  queuedAt: (when: string) => `Masuk antrean ${when}`,
  state: {
    waiting: 'Menunggu koneksi',
    sending: 'Mengirim...',
    failed: 'Gagal dikirim',
  },
  cancel: 'Batalkan',
  cancelLabel: (title: string) => `Batalkan penyimpanan ${title}`,
  cancelTitle: 'Batalkan penyimpanan ini?',
  cancelDescription: (title: string) =>
    `Perubahan pada “${title}” tidak akan dikirim. Teksnya tetap tersimpan sebagai draf di perangkat ini, jadi bisa dipulihkan saat artikel dibuka lagi.`,
  cancelKeep: 'Tetap kirim',
  cancelConfirm: 'Batalkan penyimpanan',
  cancelled: 'Penyimpanan dibatalkan. Teksnya tetap tersimpan sebagai draf.',
} as const;

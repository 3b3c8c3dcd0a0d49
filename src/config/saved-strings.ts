import { SAVED_LIST_TITLE } from './strings';

/**
 * Articles saved for offline reading ("Simpan untuk offline", the Tersimpan list). Apart from
 * strings.ts: only the article pages and the list load these, never the home page.
 */
export const SAVED_STRINGS = {
  save: 'Simpan untuk offline',
  saved: 'Tersimpan',
  listTitle: SAVED_LIST_TITLE,
  saving: (done: number, total: number) => `Menyimpan... ${done}/${total}`,
  update: 'Perbarui',
  remove: 'Hapus',
  removeAll: 'Hapus semua',
  openList: 'Lihat Tersimpan',
  retry: 'Coba lagi',
  savedNote: (when: string, size: string) =>
    `Disimpan ${when} · ${size}. Bisa dibaca tanpa sinyal.`,
  memberNote: 'Termasuk materi anggota dan drill sheet (PDF) untuk akun Anda.',
  memberMissing: 'Materi anggota dan drill sheet belum tersimpan: pilih Perbarui.',
  unavailable:
    'Browser ini tidak dapat menyimpan artikel untuk offline (misalnya di jendela penyamaran).',
  errorTitle: 'Artikel belum tersimpan',
  errorOffline:
    'Anda sedang offline. Sambungkan ke internet, lalu simpan lagi: artikel harus diunduh dulu.',
  errorQuota:
    'Ruang penyimpanan di perangkat ini penuh. Hapus beberapa artikel di daftar Tersimpan, lalu coba lagi.',
  errorServer: 'Artikel tidak dapat diunduh saat ini. Coba lagi sebentar lagi.',
  errorSignedOut: 'Sesi Anda berakhir. Login lagi untuk menyimpan materi anggota.',
  removeFailed: 'Artikel tidak dapat dihapus dari penyimpanan perangkat. Coba lagi.',
  empty: 'Belum ada artikel tersimpan',
  emptyHint:
    'Buka artikel Free Kick atau tulisan Blog, lalu pilih "Simpan untuk offline". Artikel itu bisa dibaca di lapangan tanpa sinyal.',
  intro: 'Artikel yang Anda simpan di perangkat ini. Semuanya bisa dibuka tanpa koneksi internet.',
  used: (size: string) => `Ruang terpakai: ${size}`,
  usedOfQuota: (size: string, quota: string) =>
    `Ruang terpakai: ${size} dari sekitar ${quota} yang tersedia`,
  confirmRemoveAll: 'Hapus semua artikel tersimpan?',
  confirmRemoveAllText:
    'Semua artikel, gambar dan drill sheet yang tersimpan di perangkat ini akan dihapus. Artikel tetap bisa dibaca lagi saat online.',
  cancel: 'Batal',
  pdfOfflineMissing:
    'Drill sheet ini belum disimpan di perangkat: saat online, pilih "Simpan untuk offline" di artikelnya agar bisa dibuka tanpa sinyal.',
  membersOffline: 'Dibuka dari salinan tersimpan di perangkat ini.',
} as const;

/** Member portal, admin area and accounts strings, in the product's fixed wording. Use them exactly; never retype one in a component. */
export const MEMBER_STRINGS = {
  courses: {
    active: 'Kursus Aktif',
    history: 'Riwayat Kursus',
    all: 'Semua Kursus',
    loadError: 'Error memuat data kursus',
  },
  admin: {
    home: 'Halaman Utama',
    users: 'Users',
    blogPost: 'Blog Post',
    teamData: 'Team Data',
    logout: 'Logout',
  },
  articles: {
    loadError: 'Gagal memuat artikel dari server',
    saving: 'Menyimpan...',
    created: 'Artikel berhasil dibuat.',
    updated: 'Artikel berhasil diperbarui.',
    saveFailed: 'Gagal menyimpan artikel.',
    confirmDelete: 'Hapus artikel ini?',
    deleted: 'Artikel dihapus.',
    deleteFailed: 'Gagal menghapus artikel',
  },
  deleteAccount: {
    open: 'Hapus akun',
    title: 'Hapus akun Anda?',
    description:
      'Akun Anda dan semua sesi login-nya dihapus permanen dan tidak dapat dikembalikan. Masukkan password Anda untuk mengonfirmasi.',
    password: 'Password',
    cancel: 'Batal',
    confirm: 'Hapus akun permanen',
    deleting: 'Menghapus akun...',
    passwordRequired: 'Masukkan password Anda untuk mengonfirmasi.',
    wrongPassword: 'Password salah. Akun tidak dihapus.',
    failed: 'Akun gagal dihapus. Coba lagi.',
    deletedTitle: 'Akun dihapus',
    deletedDescription: 'Akun Anda sudah dihapus dan Anda telah keluar dari situs.',
  },
  /** The admin's list of accounts and their membership plans (settings page). */
  memberships: {
    title: 'Keanggotaan akun',
    lead: 'Akun yang terdaftar di situs ini. Keanggotaan baru selalu Basic; ubah di sini bila perlu.',
    loading: 'Memuat akun...',
    loadFailed: 'Daftar akun belum bisa dimuat.',
    retry: 'Coba lagi',
    empty: 'Belum ada akun terdaftar.',
    more: 'Muat lebih banyak',
    shown: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} akun`,
    selectLabel: (email: string) => `Keanggotaan ${email}`,
    saved: (email: string, plan: string) => `Keanggotaan ${email} sekarang ${plan}.`,
    saveFailed: (email: string) => `Keanggotaan ${email} belum tersimpan.`,
  },
  accounts: {
    emailExists: 'Email already exists',
    invalidCredentials: 'Invalid email or password',
  },
} as const;

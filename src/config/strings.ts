/** UI strings in the product's fixed wording. Use them exactly; never retype one in a component. */
export const STRINGS = {
  login: {
    title: 'Welcome Back',
    submit: 'Login',
    submitting: 'Logging in...',
    successTitle: 'Login berhasil!',
    successDescription: (name: string) => `Selamat datang kembali, ${name}!`,
    fallbackName: 'User',
    failureTitle: 'Login gagal',
    failureFallback: 'Terjadi kesalahan saat login. Coba lagi.',
  },
} as const;

/** Events, courses/cart, blog, about. Use them exactly. */
export const DISCOVER_STRINGS = {
  eventsEmpty: 'No events found',
  eventNotFound: 'Event Not Found',
  selectTicket: 'Please select a ticket type to continue.',
  sharingFailed: 'Sharing failed',
  copyFailed: 'Copy failed',
  courseAlreadyInCart: 'Course Already in Cart',
  postNotFound: 'Post not found!',
  loginRequired: 'Login Required',
  bestValue: 'BEST VALUE',
  choosePlan: 'Pilih Paket',
} as const;

/** The name of the list of articles saved for offline reading (the header links to it). */
export const SAVED_LIST_TITLE = 'Tersimpan';

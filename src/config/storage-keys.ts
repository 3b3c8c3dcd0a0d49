/** localStorage keys. */
export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'ACCESS_TOKEN',
  cart: 'cartItems',
  theme: 'theme',
  role: 'role',
  /** The visitor answered the offer to install the site as an app ('dismissed' or 'accepted'). */
  installPrompt: 'installPrompt',
  /** Set on a visitor's first visit: the install offer waits for a later visit or page. */
  visitedBefore: 'visitedBefore',
} as const;

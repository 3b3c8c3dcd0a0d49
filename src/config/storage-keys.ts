/** localStorage keys. */
export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'ACCESS_TOKEN',
  cart: 'cartItems',
  theme: 'theme',
  role: 'role',
  localUsers: 'localUsers',
  localCurrentUser: 'localCurrentUser',
} as const;

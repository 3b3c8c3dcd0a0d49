export { SessionProvider, useIsLoggedIn, useSession, useSessionActor } from './SessionProvider';
export type { SessionView } from './SessionProvider';
export { isUser } from './session-storage';
export { useLoadCurrentUser } from './use-load-current-user';
export { userStoreId } from './user-store-id';

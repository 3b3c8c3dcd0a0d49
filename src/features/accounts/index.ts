export { useLocalCurrentUser } from './use-local-accounts';
export { useLocalUsers } from './use-local-user-list';
export { MembershipSelect, MEMBERSHIP_LABELS } from './MembershipSelect';
export { logoutLocalUser } from './local-users';
export type { LocalCurrentUser, LocalUser, Membership } from './local-users';

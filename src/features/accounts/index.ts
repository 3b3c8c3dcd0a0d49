export { useLocalCurrentUser, useLocalUsers } from './use-local-accounts';
export { MembershipSelect, MEMBERSHIP_LABELS } from './MembershipSelect';
export { logoutLocalUser } from './local-users';
export type { LocalCurrentUser, LocalUser, Membership } from './local-users';

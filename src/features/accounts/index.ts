export { useLocalUsers } from './use-local-user-list';
export { MembershipSelect, MEMBERSHIP_LABELS } from './MembershipSelect';
export { migrateLocalAccount } from './migrate-local-account';
export type { LocalCurrentUser, LocalUser, Membership } from './local-users';

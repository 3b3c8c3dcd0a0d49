export { RequireRole } from './RequireRole';
export type { RequireRoleProps } from './RequireRole';
export { decideAccess } from './guard';
export type { GuardDecision, GuardInput } from './guard';

import type { Membership } from '../../common/api/types';

/** How the site names each membership plan of the contract (`User.membership`). */
export const MEMBERSHIP_LABELS: Record<Membership, string> = { basic: 'Basic', premium: 'Premium' };

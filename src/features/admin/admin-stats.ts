/** Admin dashboard statistics: hard-coded sample figures. */
export const ADMIN_STATS = {
  totalUsers: 2034,
  paidUsers: 512,
  revenue: 125_000_000,
} as const;

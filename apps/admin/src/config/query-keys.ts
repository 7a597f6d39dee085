/** Query keys in one place, so one feature can refresh what another shows without importing it. */
export const queryKeys = {
  me: ['admin', 'me'] as const,
  members: ['admin', 'members'] as const,
  memberBalances: ['admin', 'member', 'balances'] as const,
  memberLedger: ['admin', 'member', 'ledger'] as const,
  audit: ['admin', 'audit'] as const,
  config: ['admin', 'config'] as const,
  piStatus: ['admin', 'pi', 'status'] as const,
  reviewKinds: ['admin', 'review', 'kinds'] as const,
  review: ['admin', 'review', 'list'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

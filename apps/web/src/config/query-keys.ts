/** Query keys shared by the features that read and the features that change the same server state. */
export const queryKeys = {
  /** Everything about the signed-in member; invalidated by any account change. */
  user: ['user'] as const,
  userinfo: ['user', 'info'] as const,
  init: ['common', 'init'] as const,
  /** Every balance read (the wallet feature's keys start with it): money-moving features invalidate it. */
  balances: ['wallet'] as const,
};

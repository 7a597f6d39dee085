/**
 * The ledger's public surface (docs/architecture.md "Money: one ledger"): every balance change of every coin goes
 * through these functions; no other module reads or writes the ledger tables.
 */
export {
  accountForUser,
  findUserAccount,
  systemAccount,
  SYSTEM_ACCOUNTS,
  USER_ACCOUNT_CODE,
  type SystemAccountCode,
} from './accounts.ts';
export { formatCoinAmount, parseCoinAmount } from './amounts.ts';
export { balanceLog, getAccountBalances, getBalances, type LogPage } from './balances.ts';
export { checkInvariants, type Violation } from './check-invariants.ts';
export { getHold, holdFunds, type HoldInput, type HoldResult } from './hold-funds.ts';
export { holdCredits, type HoldCredit } from './hold-outcomes.ts';
export type { LogRow } from './ledger.repository.ts';
export type * from './ledger.types.ts';
export { postTransfer } from './post-transfer.ts';
export { captureHold, expireHolds, voidHold, type CaptureInput, type SettleResult } from './settle-hold.ts';
export { withTransaction } from './transaction.ts';
export { feesEarned, memberHoldings, openEscrow, type CoinAmount, type CoinHeld, type FeesEarned } from './money-figures.ts';

/**
 * Withdrawal fee arithmetic (docs/api.md /api/user/tx): the rule lives in the contract
 * (packages/contract/src/rules/withdrawal-fee.ts) so the member app shows the very fee the server charges.
 */
export { mulRateUp } from '@app/contract';
export { withdrawalFee, type WithdrawalFee } from '@app/contract/rules/withdrawal-fee';

/**
 * The refund's state machine is the contract's pure table (packages/contract/src/rules/shop-after-sale.ts): the
 * after-sale services ask it before they write, and write with a conditional update on the `from` status.
 */
export {
  feeOnKept,
  nextRefundStatus,
  refundAmountAllowed,
  refundOpen,
  REFUND_TRANSITIONS,
  type RefundStep,
} from '@app/contract/rules/shop-after-sale';

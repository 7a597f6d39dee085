/**
 * The shop order's state machine (docs/product.md §4 "Shop order"; docs/api.md "Shop marketplace") is the contract's pure
 * table (packages/contract/src/rules/shop-order.ts): services ask it before they write, and write with a
 * conditional update on the `from` status; presenters list from it the `actions` each order reply carries.
 */
export {
  isFinalOrderStatus,
  nextOrderStatus,
  ORDER_TRANSITIONS,
  orderActionsFor,
  payWindowOpen,
  shopOrderActions,
  shopOrderTotal,
  type OrderAction,
  type OrderActor,
  type OrderTransition,
} from '@app/contract/rules/shop-order';

/**
 * The P2P state machines (docs/product.md §4; docs/api.md order and ad statuses) are the contract's pure tables
 * (packages/contract/src/rules/p2p-order.ts): services ask them before writing with a conditional update,
 * presenters list from them the `actions` a reply carries, and the apps draw buttons from those.
 */
export {
  adActions,
  consoleAdActions,
  consoleOrderActions,
  consoleOrderEvent,
  isFinalOrder,
  isTakeable,
  nextAdStatus,
  nextOffchainStatus,
  nextOrderStatus,
  offchainPartyActions,
  offchainShowsPayMethods,
  orderEventAllowed,
  P2P_APPEAL_DECISIONS,
  type P2pAppealDecision,
  type P2pOffchainAction,
  type P2pOffchainActor,
  type AdEvent,
  type OrderEvent,
} from '@app/contract/rules/p2p-order';
export { appealWaiting, dealActions, type DealOrder, type DealTerms } from '@app/contract/rules/p2p-deals';

/**
 * What other modules use of chain (docs/api.md "Deposits"): the network configuration, members' own deposit
 * addresses, and reading token transfers from a node. Crediting is the wallet's (wallet/deposit-watch.ts).
 */
export { CHAIN_SETTINGS, chainSetting, type ChainNetwork } from './chain.settings.ts';
export {
  chainNetwork,
  explorerUrl,
  horizonNetworks,
  tokenUnits,
  watchedNetworks,
  watchedTokens,
  type WatchedNetwork,
  type HorizonNetwork,
  type WatchedToken,
} from './chain-config.ts';
export { deriveEvmAddress, memberMemo, ownDepositAddress, type OwnAddress } from './deposit-addresses.ts';
export { memberByMemo, ownAddressesOn, readCursor, readPagingToken, writeCursor, writePagingToken } from './chain.repository.ts';
export {
  accountPayments,
  chainTransaction,
  HorizonUnreadable,
  transactionPayments,
  type PiChainPayment,
  type PiChainTransaction,
} from './horizon-payments.ts';
export {
  evmClient,
  headBlock,
  transfersInTx,
  transferTxsInRange,
  type MinedTransfers,
  type TokenTransfer,
} from './evm-transfers.ts';
export { accountOf, accountSequence, postEnvelope, signPayment, type SignedPayment } from './horizon-send.ts';

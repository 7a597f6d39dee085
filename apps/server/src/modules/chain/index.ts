/**
 * What other modules use of chain (docs/api.md "Deposits"): the network configuration, members' own deposit
 * addresses, and reading token transfers from a node. Crediting is the wallet's (wallet/deposit-watch.ts).
 */
export { CHAIN_SETTINGS, type ChainNetwork } from './chain.settings.ts';
export {
  chainNetwork,
  explorerUrl,
  tokenUnits,
  watchedNetworks,
  watchedTokens,
  type WatchedNetwork,
  type WatchedToken,
} from './chain-config.ts';
export { deriveEvmAddress, memberMemo, ownDepositAddress, type OwnAddress } from './deposit-addresses.ts';
export { ownAddressesOn, readCursor, writeCursor } from './chain.repository.ts';
export {
  evmClient,
  headBlock,
  transfersInTx,
  transferTxsInRange,
  type MinedTransfers,
  type TokenTransfer,
} from './evm-transfers.ts';

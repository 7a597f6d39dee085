/** The configured networks (chain.settings.ts) as the wallet needs them. */
import { coinScale, type Coin } from '@app/contract';
import { hexFromTron } from '@app/contract/rules/tron-address';
import type { Db } from '../../db/database.ts';
import { chainSetting } from './chain.settings.ts';
import type { ChainNetwork } from './chain.settings.ts';

/** The network named `chain` (configured chain names are matched as written). */
export async function chainNetwork(db: Db, chain: string): Promise<ChainNetwork | undefined> {
  const networks = await chainSetting(db, 'chain_networks');
  return Object.hasOwn(networks, chain) ? networks[chain] : undefined;
}

export interface WatchedToken {
  coin: Coin;
  /** lower case */
  contract: string;
  decimals: number;
}

/** The tokens the watcher reads on a network: only an EVM or TRON network with an RPC URL is watched. */
export function watchedTokens(network: ChainNetwork | undefined): WatchedToken[] {
  if ((network?.kind !== 'evm' && network?.kind !== 'tron') || !network.rpc_url) return [];
  return Object.entries(network.tokens ?? {}).flatMap(([coin, token]) => {
    // TRON's JSON-RPC names contracts in hex; the configuration may write them as T… (tron-address.ts).
    const contract = token!.contract.startsWith('T') ? hexFromTron(token!.contract) : token!.contract;
    return contract ? [{ coin: coin as Coin, contract: contract.toLowerCase(), decimals: token!.decimals }] : [];
  });
}

/** A token amount in the coin's smallest unit; digits below the coin's scale are dropped. */
export function tokenUnits(token: WatchedToken, value: bigint): bigint {
  const shift = token.decimals - coinScale(token.coin);
  return shift >= 0 ? value / 10n ** BigInt(shift) : value * 10n ** BigInt(-shift);
}

/** The transaction on the network's block explorer, when one is configured. */
export function explorerUrl(network: ChainNetwork | undefined, hash: string): string | undefined {
  return network?.explorer_tx?.replace('{hash}', hash);
}

export interface WatchedNetwork {
  chain: string;
  network: ChainNetwork & { rpc_url: string };
  tokens: WatchedToken[];
}

/** Every network the watcher reads: EVM or TRON, with an RPC URL and at least one token. */
export async function watchedNetworks(db: Db): Promise<WatchedNetwork[]> {
  const networks = await chainSetting(db, 'chain_networks');
  return Object.entries(networks).flatMap(([chain, network]) => {
    const tokens = watchedTokens(network);
    return tokens.length ? [{ chain, network: network as WatchedNetwork['network'], tokens }] : [];
  });
}

export interface HorizonNetwork {
  chain: string;
  network: ChainNetwork & { horizon_url: string; network_passphrase: string };
}

/** Every network read through Horizon (docs/api.md "PI on the Pi chain"): a memo network with a horizon_url. */
export async function horizonNetworks(db: Db): Promise<HorizonNetwork[]> {
  const networks = await chainSetting(db, 'chain_networks');
  return Object.entries(networks).flatMap(([chain, network]) =>
    network.kind === 'memo' && network.horizon_url && network.network_passphrase
      ? [{ chain, network: network as HorizonNetwork['network'] }]
      : [],
  );
}

/**
 * How each network is watched and where members send deposits (docs/api.md "Deposits"; Admin "configuration"):
 * `evm` networks give every member an own address derived from the operator's extended public key (BIP32,
 * BIP44 account level, e.g. m/44'/60'/0'; the server never holds a private key); `memo` networks keep the
 * shared address of `wallet_deposit_addresses` and give every member a memo. With an `rpc_url` and the token
 * contracts, the chain watcher reads transfers to members' addresses and credits them after `confirmations`.
 */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

const coinKey = z.enum(['PI', 'USDT', 'COIN', 'DGB', 'GO']);
const chainName = z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be a chain name such as ERC20');
/** a token contract: 0x… on EVM networks; on TRON also as TRONSCAN writes it (T…) */
const contractAddress = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/, 'must be a 0x address of 40 hex digits or a T… address');

const network = z
  .object({
    kind: z.enum(['evm', 'tron', 'memo']),
    xpub: z
      .string()
      .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…)')
      .optional(),
    rpc_url: z
      .string()
      .max(500)
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .optional(),
    confirmations: z.number().int().min(1).max(1000),
    tokens: z
      .partialRecord(coinKey, z.object({ contract: contractAddress, decimals: z.number().int().min(0).max(36) }).strict())
      .optional(),
    explorer_tx: z
      .string()
      .max(300)
      .regex(/^https?:\/\/\S*\{hash\}\S*$/, 'must be an http(s) URL with {hash}')
      .optional(),
    start_block: z.number().int().min(0).optional(),
    /** the operator stops deposits or withdrawals of this network alone (docs/api.md "Suspended networks") */
    deposits_suspended: z.boolean().optional(),
    withdrawals_suspended: z.boolean().optional(),
    /** the smallest deposit per coin on this network (decimal text); the coin's wallet_min_recharge otherwise */
    min_deposit: z.partialRecord(coinKey, z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be a decimal amount')).optional(),
    /** a memo network on the Pi chain (docs/api.md "Deposits", "PI on the Pi chain"): read through Horizon */
    horizon_url: z
      .string()
      .max(500)
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .optional(),
    network_passphrase: z.string().min(1).max(100).optional(),
    start_cursor: z
      .string()
      .regex(/^\d{1,20}$/, 'must be a paging token')
      .optional(),
  })
  .strict()
  .refine((n) => !n.horizon_url || (n.kind === 'memo' && n.network_passphrase), {
    message: 'horizon_url needs kind memo and network_passphrase',
  });
export type ChainNetwork = z.infer<typeof network>;

export const CHAIN_SETTINGS = {
  chain_networks: define(
    z.record(chainName, network),
    {
      ERC20: { kind: 'evm', confirmations: 12, explorer_tx: 'https://etherscan.io/tx/0x{hash}' },
      BEP20: { kind: 'evm', confirmations: 15, explorer_tx: 'https://bscscan.com/tx/0x{hash}' },
      TRC20: { kind: 'tron', confirmations: 19, explorer_tx: 'https://tronscan.org/#/transaction/{hash}' },
      PI: { kind: 'memo', confirmations: 1 },
    },
    "Per network: kind (evm: own address per member from the xpub; tron: the same from an m/44'/195'/0' xpub, " +
      "written T…, read over TRON's EVM JSON-RPC; memo: shared address plus a member memo), " +
      'rpc_url and tokens {coin: {contract, decimals}} to watch deposits, confirmations, explorer_tx URL with {hash}, start_block; ' +
      'a PI memo network watched on the Pi chain: horizon_url, network_passphrase, start_cursor; ' +
      'deposits_suspended, withdrawals_suspended, min_deposit {coin: amount}',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const chainSetting = settingReader(CHAIN_SETTINGS);

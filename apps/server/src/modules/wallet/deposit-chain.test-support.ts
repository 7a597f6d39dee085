/**
 * The deposit tests' local chain: a Hardhat node (packages/test-support evm-node.mjs) with the test ERC-20,
 * configured as the ERC20 network of USDT, and a signer whose raw transactions a test can send again after
 * a reorganization (the same transaction, the same hash).
 */
import { deployTestToken, evmRpc, mineBlocks, sendTestToken, startEvmNode } from '@app/test-support';
import { createWalletClient, encodeFunctionData, http, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import type { TestApp } from '../../../test/test-app.ts';
import { DEMO_XPUB } from './seed-wallet.ts';
import { setConfig, type WalletMember } from './wallet.test-support.ts';

export const CONFIRMATIONS = 3;

export interface LocalChain {
  url: string;
  token: string;
  stop(): void;
}

export async function startLocalChain(): Promise<LocalChain> {
  const node = await startEvmNode();
  return { ...node, token: await deployTestToken(node.url) };
}

/** USDT on ERC20 watched on the local chain, members' addresses from the demo key. */
export async function watchLocalChain(t: TestApp, operator: string, chain: LocalChain): Promise<void> {
  await setConfig(t, operator, 'chain_networks', {
    ERC20: {
      kind: 'evm',
      xpub: DEMO_XPUB,
      rpc_url: chain.url,
      confirmations: CONFIRMATIONS,
      tokens: { USDT: { contract: chain.token, decimals: 6 } },
      explorer_tx: 'https://explorer.test/tx/0x{hash}',
      start_block: 0,
    },
  });
}

/** The member's own ERC20 address, as the recharge page shows it. */
export async function ownAddress(t: TestApp, member: WalletMember): Promise<string> {
  const res = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'ERC20' }, { token: member.token });
  if (res.code !== 1 || !('address' in res.data)) throw new Error(`no address: ${res.msg}`);
  return res.data.address;
}

/** Sends whole USDT (6 decimals) from the funder; returns the hash as the server stores it (no 0x). */
export async function sendUsdt(chain: LocalChain, to: string, usdt: number): Promise<string> {
  const receipt = await sendTestToken(chain.url, chain.token, to, BigInt(usdt) * 1_000_000n);
  return receipt.transactionHash.slice(2);
}

export const mine = (chain: LocalChain, blocks: number) => mineBlocks(chain.url, blocks);
export const snapshot = (chain: LocalChain): Promise<string> => evmRpc(chain.url, 'evm_snapshot');
export const revertTo = (chain: LocalChain, id: string) => evmRpc(chain.url, 'evm_revert', [id]);

/** Hardhat's second default account: a key of its own, so a test holds the signed bytes of a transfer. */
const SIGNER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** Signs (without sending) a transfer of whole USDT from the signer, after funding it from EVM_FUNDER. */
export async function signedTransfer(chain: LocalChain, to: string, usdt: number): Promise<Hex> {
  await sendTestToken(chain.url, chain.token, SIGNER.address, BigInt(usdt) * 1_000_000n);
  const wallet = createWalletClient({ account: SIGNER, chain: hardhat, transport: http(chain.url) });
  const data = encodeFunctionData({
    abi: parseAbi(['function transfer(address to, uint256 value) returns (bool)']),
    args: [to as Hex, BigInt(usdt) * 1_000_000n],
  });
  const request = await wallet.prepareTransactionRequest({ to: chain.token as Hex, data, gas: 100_000n });
  return wallet.signTransaction(request);
}

/** Sends signed bytes and mines them; returns the hash as stored. */
export async function sendRaw(chain: LocalChain, raw: Hex): Promise<string> {
  const hash: string = await evmRpc(chain.url, 'eth_sendRawTransaction', [raw]);
  return hash.slice(2).toLowerCase();
}

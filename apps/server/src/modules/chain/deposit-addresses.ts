/**
 * A member's own deposit address (docs/api.md "Deposits"): on an `evm` network with an extended public key,
 * the address at BIP44 change 0, index = the member's id, derived from the public key alone (on a `tron` network
 * the same under TRON's m/44'/195'/0' key, written `T…`); on a `memo`
 * network, the shared address with the member's memo. It is stored the first time it is shown, so the
 * watcher knows whose it is and a later key change leaves addresses already given out in place.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { tronFromHex } from '@app/contract/rules/tron-address';
import { HDKey } from '@scure/bip32';
import { bytesToHex, getAddress } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ChainNetwork } from './chain.settings.ts';
import { findOwnAddress, insertOwnAddress } from './chain.repository.ts';

export interface OwnAddress {
  address: string;
  memo: string;
}

/** BIP32 child numbers below 2^31 are the non-hardened ones a public key can derive. */
const MAX_INDEX = 2 ** 31 - 1;

/** The EVM address at m/…/0/index under the extended public key, checksummed (EIP-55). */
export function deriveEvmAddress(xpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new Error(`no address index ${index}`);
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey!).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}

/**
 * How a stored address is shown: EVM checksummed (EIP-55), TRON as `T…` (tron-address.ts); both are stored as
 * lower-case hex, the form the node's logs name them in.
 */
function shown(network: ChainNetwork | undefined, stored: string): string {
  if (network?.kind === 'evm') return getAddress(stored);
  if (network?.kind === 'tron' && stored.startsWith('0x')) return tronFromHex(stored);
  return stored;
}

/** The member's memo on a memo network: their id, eight digits at least, which any wallet can type. */
export const memberMemo = (userId: number) => String(userId).padStart(8, '0');

/**
 * Where this member deposits on `chain`; undefined when the network gives members nothing of their own
 * (no configuration, or an EVM network without an extended public key: the shared address stays).
 */
export async function ownDepositAddress(
  db: Db,
  input: { chain: string; userId: number; network: ChainNetwork | undefined; sharedAddress: string | undefined },
): Promise<OwnAddress | undefined> {
  const { chain, userId, network } = input;
  const stored = await findOwnAddress(db, chain, userId);
  if (stored) return { address: shown(network, stored.address), memo: stored.memo };
  let fresh: (OwnAddress & { index: number | null }) | undefined;
  if ((network?.kind === 'evm' || network?.kind === 'tron') && network.xpub)
    fresh = { address: deriveEvmAddress(network.xpub, userId).toLowerCase(), memo: '', index: userId };
  else if (network?.kind === 'memo' && input.sharedAddress)
    fresh = { address: input.sharedAddress, memo: memberMemo(userId), index: null };
  if (!fresh) return undefined;
  await insertOwnAddress(db, { chain, userId, ...fresh, now: clock.now() });
  const kept = (await findOwnAddress(db, chain, userId))!;
  return { address: shown(network, kept.address), memo: kept.memo };
}

/**
 * TRON's address codec (docs/api.md "USDT on TRON"): a TRON account is the same 20 bytes as an EVM account (the
 * Keccak-256 of the public key), written as base58check (double SHA-256 checksum) of the version byte 0x41 and
 * those bytes, so `T…`. TRON's JSON-RPC speaks the EVM interface in hex, so the server converts both ways.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
const TRON_VERSION = 0x41;

/** `T…` for an EVM-style `0x` + 40 hex digits (any case). */
export function tronFromHex(hex: string): string {
  const body = /^0x([0-9a-fA-F]{40})$/.exec(hex)?.[1];
  if (!body) throw new Error(`not a 20-byte hex address: ${hex}`);
  const bytes = new Uint8Array(21);
  bytes[0] = TRON_VERSION;
  bytes.set(hexToBytes(body.toLowerCase()), 1);
  return base58check.encode(bytes);
}

/** `0x` + 40 lower-case hex digits for a `T…` address; undefined when it is not a valid TRON address. */
export function hexFromTron(address: string): string | undefined {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return undefined;
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_VERSION ? `0x${bytesToHex(bytes.subarray(1))}` : undefined;
  } catch {
    return undefined;
  }
}

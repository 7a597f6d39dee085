/**
 * A withdrawal address checked against its network's format (docs/api.md /api/ctoc/bindaddress): the server
 * refuses a malformed one before the payment password or the mailed code is tried, and the member app shows
 * the same words at the field. Kept out of the request schemas so the hashing code is loaded only by the
 * screen that binds an address, not by every page that reads the wallet's schemas. Networks are operator-named; the known ones are
 * checked in full, checksums included, and any other network gets only the generic field check.
 *
 * - ERC20, BEP20: `0x` and 40 hex digits; with mixed case, the EIP-55 checksum (Keccak-256 of the lowercase
 *   address) must match, so one mistyped letter is caught.
 * - TRC20: `T` and 33 base58 characters that decode (base58check, double SHA-256) to version byte 0x41 and
 *   a 20-byte account.
 * - PI: a Stellar-style public key, `G` and 55 base32 characters (StrKey: version byte 6 << 3, 32-byte key,
 *   CRC16-XModem checksum).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base32, createBase58check } from '@scure/base';

/** The `validation.*` message naming what a network's address looks like. */
export type AddressProblem =
  'validation.address_evm' | 'validation.address_checksum' | 'validation.address_tron' | 'validation.address_pi';

const EVM_CHAINS = new Set(['ERC20', 'BEP20']);
const EVM = /^0x[0-9a-fA-F]{40}$/;
const TRON = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const STELLAR = /^G[A-Z2-7]{55}$/;

/** EIP-55: a letter is upper case exactly when its nibble of the lowercase address's Keccak-256 is ≥ 8. */
function evmChecksumHolds(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(utf8ToBytes(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const char = hex[i]!;
    if (!/[a-fA-F]/.test(char)) continue;
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    if (nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

function tronHolds(address: string): boolean {
  try {
    const payload = createBase58check(sha256).decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
}

/** CRC16-XModem (polynomial 0x1021, start 0), the checksum of Stellar's StrKey. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function stellarHolds(address: string): boolean {
  let raw: Uint8Array;
  try {
    // 56 base32 characters are exactly 35 bytes, so the RFC 4648 decoder needs no padding.
    raw = base32.decode(address);
  } catch {
    return false;
  }
  if (raw.length !== 35 || raw[0] !== 6 << 3) return false;
  const crc = crc16(raw.subarray(0, 33));
  return raw[33] === (crc & 0xff) && raw[34] === crc >> 8;
}

/** Why `address` cannot be an address of `chain`, or null when it can (or the network has no known format). */
export function chainAddressProblem(chain: string, address: string): AddressProblem | null {
  const text = address.trim();
  if (EVM_CHAINS.has(chain)) {
    if (!EVM.test(text)) return 'validation.address_evm';
    return evmChecksumHolds(text) ? null : 'validation.address_checksum';
  }
  if (chain === 'TRC20') return TRON.test(text) && tronHolds(text) ? null : 'validation.address_tron';
  if (chain === 'PI') return STELLAR.test(text) && stellarHolds(text) ? null : 'validation.address_pi';
  return null;
}

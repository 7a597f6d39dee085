/**
 * One spelling per transaction hash (docs/product.md §3 "Wallet" recharge: the member's claim is reviewed against the
 * chain, and a transaction is credited once). Hex digests are case-insensitive and often written with a
 * `0x` prefix, so `0xAB…`, `ab…` and `0XaB…` name the same transaction: they are reduced to lower case
 * without prefix. Shared by the web form (early feedback) and the server (the stored, unique form).
 */

/** A 32-byte digest in hex: EVM networks (ERC20, BEP20…), TRON (TRC20), Bitcoin-family chains, Stellar/Pi. */
const HEX_64 = /^[0-9a-f]{64}$/;
/** Solana-style signatures: base58, case-sensitive, 64 bytes encoded. */
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

/** Networks whose transaction id has a known shape; configured chains are matched by upper-case name. */
const CHAIN_FORMATS: Record<string, RegExp> = {
  ERC20: HEX_64,
  BEP20: HEX_64,
  TRC20: HEX_64,
  ETH: HEX_64,
  BSC: HEX_64,
  TRON: HEX_64,
  TRX: HEX_64,
  POLYGON: HEX_64,
  MATIC: HEX_64,
  ARBITRUM: HEX_64,
  OPTIMISM: HEX_64,
  BASE: HEX_64,
  AVAXC: HEX_64,
  BTC: HEX_64,
  LTC: HEX_64,
  DOGE: HEX_64,
  DGB: HEX_64,
  PI: HEX_64,
  XLM: HEX_64,
  SOL: BASE58_SIGNATURE,
  SPL: BASE58_SIGNATURE,
};

/** Any other configured network: the id as the chain writes it, within what a hash can contain. */
const OTHER_CHAIN = /^[A-Za-z0-9._:-]{8,128}$/;
const HEX_SPELLING = /^(0[xX])?([0-9a-fA-F]+)$/;

/** Whether `chain` has a known id format (the refusal can then name it). */
export function hasKnownHashFormat(chain: string): boolean {
  return Object.hasOwn(CHAIN_FORMATS, chain.trim().toUpperCase());
}

/**
 * The stored spelling of a transaction hash on `chain`, or undefined when the text is not a hash of that
 * chain. Hex text (with or without `0x`) is lower-cased without prefix on every chain, so the spellings of
 * one digest cannot become several claims; a base58 or other case-sensitive id is kept as written.
 */
export function canonicalTxHash(chain: string, raw: string): string | undefined {
  const text = raw.trim();
  const format = CHAIN_FORMATS[chain.trim().toUpperCase()];
  // Base58 is case-sensitive even when every character happens to be a hex digit.
  if (format === BASE58_SIGNATURE) return format.test(text) ? text : undefined;
  const hex = HEX_SPELLING.exec(text);
  const candidate = hex ? hex[2]!.toLowerCase() : text;
  return (format ?? OTHER_CHAIN).test(candidate) ? candidate : undefined;
}

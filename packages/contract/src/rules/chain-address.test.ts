import { describe, expect, it } from 'vitest';
import { chainAddressProblem } from './chain-address.ts';

// EIP-55's own examples, Tether's TRC20 contract, and SEP-23's Stellar public key.
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PI = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';

describe('withdrawal addresses per network', () => {
  it('takes ERC20 and BEP20 addresses in lower case or with a matching EIP-55 checksum', () => {
    expect(chainAddressProblem('ERC20', EVM)).toBeNull();
    expect(chainAddressProblem('BEP20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBeNull();
    expect(chainAddressProblem('ERC20', EVM.toLowerCase())).toBeNull();
    expect(chainAddressProblem('ERC20', `0x${EVM.slice(2).toUpperCase()}`)).toBeNull();
  });

  it('refuses a non-0x address on ERC20, and one letter of the checksum in the wrong case', () => {
    expect(chainAddressProblem('ERC20', 'TXyzNotAnEthAddress12345')).toBe('validation.address_evm');
    expect(chainAddressProblem('BEP20', `${EVM}0`)).toBe('validation.address_evm');
    expect(chainAddressProblem('ERC20', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('validation.address_checksum');
  });

  it('takes a TRC20 address only with its base58check checksum and version byte 0x41', () => {
    expect(chainAddressProblem('TRC20', TRON)).toBeNull();
    expect(chainAddressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('validation.address_tron');
    expect(chainAddressProblem('TRC20', 'TXyzNotAnEthAddress12345')).toBe('validation.address_tron');
    expect(chainAddressProblem('TRC20', EVM)).toBe('validation.address_tron');
    // A valid base58check string of Bitcoin's version byte 0x00 starts with 1, never T.
    expect(chainAddressProblem('TRC20', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('validation.address_tron');
  });

  it('takes a PI address only as a Stellar public key with its CRC16 checksum', () => {
    expect(chainAddressProblem('PI', PI)).toBeNull();
    expect(chainAddressProblem('PI', `${PI.slice(0, -1)}6`)).toBe('validation.address_pi');
    expect(chainAddressProblem('PI', PI.toLowerCase())).toBe('validation.address_pi');
    // A Stellar secret seed (S…) has a valid checksum but is no address.
    expect(chainAddressProblem('PI', 'SBU2RRGLXH3E5CQHTD3ODLDF2BWDCYUSSBLLZ5GNW7JXHDIYKXZWHOKR')).toBe('validation.address_pi');
  });

  it('leaves a network it has no format for to the generic check', () => {
    expect(chainAddressProblem('SOL', 'anything-goes-here')).toBeNull();
  });
});

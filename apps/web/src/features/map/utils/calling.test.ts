/** Spec §8 "browser does not support calling": phones dial, desktops are told they cannot. */
import { describe, expect, it } from 'vitest';
import { canPlaceCalls, telHref } from './calling';

describe('calling a shop', () => {
  it('dials on phones and refuses on desktop browsers', () => {
    expect(canPlaceCalls('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(canPlaceCalls('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(canPlaceCalls('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
  });

  it('keeps only what a dialler reads', () => {
    expect(telHref('+65 6123-4567')).toBe('tel:+6561234567');
  });
});

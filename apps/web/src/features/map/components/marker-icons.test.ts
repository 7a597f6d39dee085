/** A shop members reported closed keeps its pin on the map, greyed (docs/api.md "Reports of closed or moved places"). */
import { describe, expect, it } from 'vitest';
import { labelIcon } from './marker-icons';

describe('label pins', () => {
  it('grey a place reported closed, and keep a separate icon for it', () => {
    const open = labelIcon(7, 'shop', false);
    const closed = labelIcon(7, 'shop', false, true);
    expect(String(open.options.html)).not.toContain('is-closed-reported');
    expect(String(closed.options.html)).toContain('class="map-pin map-pin-shop is-closed-reported"');
    expect(labelIcon(7, 'shop', false, true)).toBe(closed);
  });
});

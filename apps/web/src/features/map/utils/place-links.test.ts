import { describe, expect, it } from 'vitest';
import { geoHref, osmHref, shopShareUrl } from './place-links';

describe('place links', () => {
  it('builds a geo: link with the name as the label and an OpenStreetMap fallback', () => {
    expect(geoHref(1.2903456789, 103.85, 'Kopi (Corner) & Co')).toBe(
      'geo:1.290346,103.85?q=1.290346,103.85(Kopi%20%20Corner%20%20%26%20Co)',
    );
    expect(osmHref(-6.2, 106.816666)).toBe(
      'https://www.openstreetmap.org/directions?to=-6.2%2C106.816666#map=17/-6.2/106.816666',
    );
  });

  it('shares the server link that previews and opens the shop', () => {
    expect(shopShareUrl(42, 'https://pi.example')).toBe('https://pi.example/s/shop/42');
  });
});

import { describe, expect, it } from 'vitest';
import { clusterIcon, labelIcon } from './marker-icons';

describe('map marker icons', () => {
  it('draws a pin as one element that names its label and type for the tests and the style', () => {
    const pin = labelIcon(7, 'shop', false).createIcon();
    expect(pin.children).toHaveLength(0);
    expect(pin.dataset).toMatchObject({ testid: 'map-marker-7', type: 'shop' });
    expect(pin.classList.contains('map-pin-shop')).toBe(true);
    expect(pin.style.width).toBe('30px');
    expect(pin.style.marginLeft).toBe('-15px');
  });

  it('grows a selected pin around the same point, reusing the marker element Leaflet hands back', () => {
    const pin = labelIcon(8, 'person', false).createIcon();
    const selected = labelIcon(8, 'person', true).createIcon(pin);
    expect(selected).toBe(pin);
    expect(selected.classList.contains('is-selected')).toBe(true);
    expect(selected.style.width).toBe('38px');
    expect(selected.style.marginTop).toBe('-19px');
  });

  it('shows a cluster its count, bigger for more labels', () => {
    const small = clusterIcon(1, 5).createIcon();
    const large = clusterIcon(2, 120).createIcon();
    expect(small.textContent).toBe('5');
    expect(small.dataset).toMatchObject({ testid: 'map-cluster-1', count: '5' });
    expect(small.style.width).toBe('34px');
    expect(large.style.width).toBe('50px');
  });
});

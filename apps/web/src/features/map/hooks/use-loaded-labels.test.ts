/** The map keeps what it has loaded: new views add labels, a label seen again is updated, the total is bounded. */
import { describe, expect, it } from 'vitest';
import type { NearbyLabel } from '../api/types';
import { mergeLabels } from './use-loaded-labels';

const label = (id: number, name = `L${id}`): NearbyLabel => ({
  id,
  type: 'shop',
  name,
  door_image: '',
  business_hours: '',
  category: 1,
  category_name: 'Food',
  lat: 1.29,
  lng: 103.85,
  address: '',
  distance: 0,
});

describe('loaded labels', () => {
  it('adds the labels of each new view and updates one seen again', () => {
    const known = new Map<number, NearbyLabel>();
    mergeLabels(known, [label(1), label(2)]);
    mergeLabels(known, [label(2, 'renamed'), label(3)]);
    expect([...known.keys()].sort()).toEqual([1, 2, 3]);
    expect(known.get(2)).toMatchObject({ name: 'renamed' });
  });

  it('drops the labels seen longest ago beyond the bound', () => {
    const known = new Map<number, NearbyLabel>();
    mergeLabels(known, [label(1), label(2), label(3)], 3);
    mergeLabels(known, [label(1), label(4)], 3);
    expect([...known.keys()]).toEqual([3, 1, 4]);
  });
});

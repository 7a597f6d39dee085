/** A shop's detail as /api/lable/detail answers it (docs/api.md "Labels"), for tests of screens showing a shop. */
import type { ShopDetail } from '@app/contract';

const DAY = 86_400;

export const shopDetail = (extra: Partial<ShopDetail> = {}): ShopDetail => ({
  id: 42,
  type: 'shop',
  name: 'Kopi Corner',
  category: 2,
  category_name: 'Coffee',
  lat: 1.29,
  lng: 103.85,
  address: '1 Raffles Pl',
  user_id: 3,
  status: 'passed',
  reason: '',
  createtime: 1,
  favorited: false,
  mine: false,
  distance: null,
  business_hours: '07:00-19:00',
  phone: '+65 6123 4567',
  intro: '',
  door_image: '',
  license_image: '',
  images: [],
  closed_reported: false,
  last_confirmed: Math.floor(Date.now() / 1000) - 3 * DAY,
  ...extra,
});

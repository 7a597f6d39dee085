/** docs/api.md /api/lable/detail: a person label, or the description of a shop. */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';
import type { LatLng } from '../utils/geo';
import type { LabelDetail } from './types';

/** With the reader's position the reply carries the distance to the label. */
export function getLabelDetail(id: number, at: LatLng | null): Promise<LabelDetail> {
  return request('/api/lable/detail', at ? { id, lat: at[0], lng: at[1] } : { id });
}

export function useLabelDetail(id: number, at: LatLng | null = null) {
  return useQuery({
    queryKey: [...mapKeys.detail(id), at ? at.join() : ''],
    queryFn: () => getLabelDetail(id, at),
    enabled: id > 0,
  });
}

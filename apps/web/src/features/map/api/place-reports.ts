/**
 * docs/api.md "Reports of closed or moved places": a member reports a shop (closed, moved with a new pin, wrong
 * details, not accepting PI) or says it is still there; the shop page reads its detail again after either.
 */
import type { PlaceReportBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import type { LatLng } from '../utils/geo';
import { mapKeys } from './keys';

export function reportPlace(body: PlaceReportBody): Promise<{ report_id: number }> {
  return request('/api/lable/report', body);
}

export function sayStillThere(id: number, at: LatLng | null): Promise<{ last_confirmed: number }> {
  return request('/api/lable/stillthere', at ? { id, lat: at[0], lng: at[1] } : { id });
}

export function useReportPlace(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PlaceReportBody, 'id'>) => reportPlace({ ...body, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(id) }),
  });
}

export function useStillThere(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (at: LatLng | null) => sayStillThere(id, at),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(id) }),
  });
}

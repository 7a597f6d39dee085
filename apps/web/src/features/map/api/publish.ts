/** docs/api.md /api/lable/addperson and /api/lable/addshop: publish a person label, apply to settle a shop. */
import type { AddPersonBody, AddShopBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';

export type PersonInput = AddPersonBody;
export type ShopInput = AddShopBody;

function usePublish<T, R>(publish: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publish,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mapKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mapKeys.all }),
      ]),
  });
}

export const useAddPerson = () => usePublish((body: PersonInput) => request('/api/lable/addperson', body, { loading: true }));
export const useAddShop = () => usePublish((body: ShopInput) => request('/api/lable/addshop', body, { loading: true }));

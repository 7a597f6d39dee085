/** docs/api.md /api/lable/addperson and /api/lable/addshop: publish a person label, apply to settle a shop. */
import type { AddPersonBody, AddShopBody, LabelDetail } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';

export type PersonInput = AddPersonBody;
export type ShopInput = AddShopBody;

function usePublish<T extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => request<LabelDetail>(path, body, { loading: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mapKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mapKeys.all }),
      ]),
  });
}

export const useAddPerson = () => usePublish<PersonInput>('/api/lable/addperson');
export const useAddShop = () => usePublish<ShopInput>('/api/lable/addshop');

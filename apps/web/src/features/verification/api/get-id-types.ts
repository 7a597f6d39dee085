/** docs/api.md "Identity verification" /api/user/getidtype: the ID document types, named in the app language. */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { getLanguage } from '@/lib/storage';

export interface IdTypeOption {
  id: string;
  name: string;
}

export function getIdTypes(): Promise<IdTypeOption[]> {
  return request('/api/user/getidtype', {});
}

export function useIdTypes() {
  return useQuery({ queryKey: ['verification', 'idtypes', getLanguage()], queryFn: getIdTypes, staleTime: 10 * 60_000 });
}

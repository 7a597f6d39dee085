/**
 * The user agreement or the privacy policy in the app's language (docs/product.md §5: read and accepted before login
 * and registration). The operator keeps them per language, so the language is part of the cache key.
 */
import type { AgreementReply } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/request';

export type AgreementType = AgreementReply['type'];

export function getAgreement(type: AgreementType): Promise<AgreementReply> {
  return request('/api/common/agreement', { type });
}

export function useAgreement(type: AgreementType | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['agreement', type, i18n.language],
    queryFn: () => getAgreement(type!),
    enabled: type !== null,
    staleTime: 10 * 60_000,
  });
}

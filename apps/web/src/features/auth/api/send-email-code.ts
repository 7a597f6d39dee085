/** docs/api.md "User" /api/ems/send: one code channel, mail; one code per email and event per 60 s. */
import type { SendEmailCodeBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function sendEmailCode(body: SendEmailCodeBody): Promise<Record<string, never>> {
  return request('/api/ems/send', body, { loading: true });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}

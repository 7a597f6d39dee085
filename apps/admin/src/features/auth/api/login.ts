/** POST /api/admin/login (docs/api.md "Admin"): stores the operator token for the request client. */
import { useMutation } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api.ts';
import { saveSession } from '@/lib/session.ts';

export type LoginInput = ApiBody<'login'>;

export const login = (input: LoginInput) => api('login', input);

export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { inlineErrors: true },
    onSuccess: (reply) => saveSession(reply.token, reply.admin),
  });
}

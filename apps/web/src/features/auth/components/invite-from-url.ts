/**
 * A shared invitation link carries the code as ?invite_code= or ?code=, either in the hash route's query
 * (#/user/register?invite_code=…) or in the page's own query (/?code=…#/user/register).
 */
import { useSearchParams } from '@/lib/router';

export function useInviteFromUrl(): string {
  const [hashParams] = useSearchParams();
  const pageParams = new URLSearchParams(window.location.search);
  for (const params of [hashParams, pageParams]) {
    const code = params.get('invite_code') ?? params.get('code');
    if (code) return code.trim();
  }
  return '';
}

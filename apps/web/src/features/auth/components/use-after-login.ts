/** Where a member lands after signing in: the page that sent them to login, else the Me tab. */
import { useNavigate, useSearchParams } from '@/lib/router';
import { paths } from '@/config/paths';

export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // Only in-app paths: a crafted link must not send a fresh session elsewhere.
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : paths.me;
  return () => navigate(target, { replace: true });
}

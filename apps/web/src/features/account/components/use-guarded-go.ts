/** Spec §6: a guest tapping a protected entry is sent to login, and comes back to it afterwards. */
import { useNavigate } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { OPEN_TO_GUESTS } from './entries';

export function useGuardedGo(): (path: string) => void {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (path) => navigate(signedIn || OPEN_TO_GUESTS.has(path) ? path : loginWithRedirect(path));
}

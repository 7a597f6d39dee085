/** Spec §6: a guest tapping a protected entry is sent to login, and comes back to it afterwards. */
import { useNavigate } from 'react-router';
import { loginWithRedirect } from '@/config/paths';
import { useSignedIn } from '@/lib/session';

export function useGuardedGo(): (path: string) => void {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (path) => navigate(signedIn ? path : loginWithRedirect(path));
}

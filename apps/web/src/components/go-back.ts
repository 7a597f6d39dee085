/** Back to the previous screen, or home when the screen was opened directly from a link. */
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
}

/**
 * The entry route `/` (alias pages/index/index), titled "loading" in docs/product.md §2: refreshes a stored session
 * (a stale token meets the 401 rule of docs/product.md §8) and then opens the home tab.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { isSignedIn } from '@/lib/session';
import { getUserinfo } from '../api/get-userinfo';

export default function LoadingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const check = isSignedIn() ? getUserinfo().catch(() => undefined) : Promise.resolve();
    // After a 401 the request layer opens login by itself 1 s later; home is shown meanwhile.
    void check.then(() => active && navigate(paths.home, { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <div className="route-fallback" data-testid="loading-page" aria-label={t('title.loading')}>
      <DotLoading color="primary" />
    </div>
  );
}

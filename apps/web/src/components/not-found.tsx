/**
 * A screen opened without what it shows (a shared link missing its id, or naming nothing): it says so and
 * offers the way back, rather than a Retry that cannot help or a spinner that never stops.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/request';
import { LazyErrorBlock } from './lazy-error-block';

export function NotFound({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // Lazy like a failure (components/lazy-error-block.tsx): the screens that may show it do not wait for it.
    <LazyErrorBlock
      className="not-found"
      status="empty"
      title={t('screen.not_found_title')}
      description={t('screen.not_found_desc')}
      data-testid={`${testId}-not-found`}
    >
      <Button color="primary" data-testid="not-found-home" onClick={() => navigate(paths.home, { replace: true })}>
        {t('common.back_home')}
      </Button>
    </LazyErrorBlock>
  );
}

/**
 * Whether a failed read was the server's answer (no such item, or not the caller's) rather than a network
 * failure: trying again cannot change that answer, so the screen shows NotFound instead of a Retry.
 */
export function answeredNo(error: unknown): boolean {
  return error instanceof ApiError && error.code !== NETWORK_ERROR_CODE;
}

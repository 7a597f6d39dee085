/**
 * Spec §6 "advanced verification … allows off-exchange (over-the-counter) trade": a member without it
 * is told so, with the way to verify, before filling a form the server would refuse.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useVerifyLevel } from '../api/verify-level';

export function NeedsAdvanced() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="p2p-verify" data-testid="p2p-verify-first">
      <div className="p2p-verify-text">{t('p2p.verify_needed')}</div>
      <Button color="primary" size="small" onClick={() => navigate(paths.authentication)} data-testid="p2p-to-verify">
        {t('p2p.verify_now')}
      </Button>
    </div>
  );
}

/** Shows `children` to advanced-verified members, the notice to everyone else. */
export function VerifyGate({ children }: { children: ReactNode }) {
  const level = useVerifyLevel();
  return level === 'advanced' ? children : <NeedsAdvanced />;
}

/**
 * One verification level on the authentication page: its state tag, what was submitted (ID number
 * masked), the reviewer's reason with "authentication failed, resubmit" (docs/product.md §8), what it unlocks, and
 * the one action that fits the state.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag, type LevelState } from './status-tag';

interface LevelCardProps {
  level: 'basic' | 'advanced';
  state: LevelState;
  reason?: string;
  details?: ReactNode;
  /** Why the level is locked (locked state only). */
  blocked?: ReactNode;
  unlocks: ReactNode;
  onStart: () => void;
}

export function LevelCard({ level, state, reason, details, blocked, unlocks, onStart }: LevelCardProps) {
  const { t } = useTranslation();
  const canStart = state === 'todo' || state === 'failed';
  return (
    <section className="verify-card" data-testid={`verify-${level}`}>
      <header className="verify-card-head">
        <h3>{t(level === 'basic' ? 'verification.basic_title' : 'verification.advanced_title')}</h3>
        <StatusTag state={state} testId={`verify-${level}-status`} />
      </header>
      <p className="verify-card-desc">{t(level === 'basic' ? 'verification.basic_desc' : 'verification.advanced_desc')}</p>
      {details}
      {state === 'pending' && <p className="verify-note">{t('verification.pending_desc')}</p>}
      {state === 'failed' && (
        <div className="verify-failed" data-testid={`verify-${level}-reason`}>
          <strong>{t('verification.failed_resubmit')}</strong>
          {reason && <span>{t('verification.reason', { reason })}</span>}
        </div>
      )}
      {state === 'locked' && blocked}
      <h4 className="verify-unlocks-title">{t('verification.unlocks_title')}</h4>
      {unlocks}
      {canStart && (
        <Button block color="primary" className="verify-action" data-testid={`verify-${level}-start`} onClick={onStart}>
          {t(state === 'failed' ? 'verification.resubmit' : 'verification.start')}
        </Button>
      )}
    </section>
  );
}

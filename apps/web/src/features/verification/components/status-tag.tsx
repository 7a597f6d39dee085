/**
 * A level's state as docs/product.md §4 names them: under review, failed (resubmit), passed — plus locked while an
 * earlier step is missing, and "not verified" before a first submission, which the start button beside it
 * acts on (a level nobody has started is not "in progress").
 */
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export type LevelState = 'locked' | 'todo' | 'pending' | 'failed' | 'passed';

const COLORS: Record<LevelState, string> = {
  locked: 'default',
  todo: 'primary',
  pending: 'warning',
  failed: 'danger',
  passed: 'success',
};

export function StatusTag({ state, testId }: { state: LevelState; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} fill="outline" data-testid={testId} data-state={state}>
      {t(`verification.state.${state}`)}
    </Tag>
  );
}

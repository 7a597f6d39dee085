/**
 * The decisions on an open report (docs/api.md "Chat in context"): hide the content, warn the member (the
 * note is the warning they read), freeze the member — each asks for a note first — or dismiss after a
 * confirmation. A member cannot be hidden, and a post by operators has no member to warn or freeze.
 */
import type { AdminReport, ReportAction } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useDecideReport } from '../api/reports-api.ts';

type NotedAction = Exclude<ReportAction, 'dismiss'>;

const BUTTON: Record<NotedAction, string> = { hide: 'reports.hide', warn: 'reports.warn', freeze: 'reports.freeze' };
const TITLE: Record<NotedAction, string> = {
  hide: 'reports.hide_title',
  warn: 'reports.warn_title',
  freeze: 'reports.freeze_title',
};
const NOTE: Record<NotedAction, string> = { hide: 'reports.hide_note', warn: 'reports.warn_note', freeze: 'reports.freeze_note' };

export function ReportActions({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const [asking, setAsking] = useState<NotedAction | null>(null);
  const noted: NotedAction[] = [
    ...(report.target !== 'member' ? (['hide'] as const) : []),
    ...(report.reported ? (['warn', 'freeze'] as const) : []),
  ];
  const names = { id: report.id, member: report.reported?.username ?? '' };
  return (
    <Space wrap size={4}>
      {noted.map((action) => (
        <Button key={action} size="small" danger={action !== 'warn'} onClick={() => setAsking(action)}>
          {t(BUTTON[action])}
        </Button>
      ))}
      <Popconfirm
        title={t('reports.dismiss_confirm', names)}
        okText={t('reports.dismiss')}
        cancelText={t('common.cancel')}
        onConfirm={() => decide.mutateAsync({ id: report.id, action: 'dismiss' })}
      >
        <Button size="small">{t('reports.dismiss')}</Button>
      </Popconfirm>
      <ReasonModal
        open={asking !== null}
        title={asking ? t(TITLE[asking], names) : ''}
        okText={asking ? t(BUTTON[asking]) : ''}
        label={asking ? t(NOTE[asking]) : undefined}
        loading={decide.isPending}
        onSubmit={(note) => decide.mutateAsync({ id: report.id, action: asking!, note })}
        onClose={() => setAsking(null)}
      />
    </Space>
  );
}

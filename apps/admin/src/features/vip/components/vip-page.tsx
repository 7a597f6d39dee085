/**
 * VIP & invitations (docs/api.md "Admin": VIP plans, invitation statistics): the plans with their sales, each
 * editable, and how members arrive through invitations. App version and download links live in
 * Configuration ("App").
 */
import { pickLocalized, type AdminVipPlan, type Coin, type Locale } from '@app/contract';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useVipPlans } from '../api/vip-plans.ts';
import { InviteStats } from './invite-stats.tsx';
import { PlanForm } from './plan-form.tsx';
import { columnsOf } from '@/components/table-columns.ts';

export function VipPage() {
  const { t, i18n } = useTranslation();
  const plans = useVipPlans();
  const [editing, setEditing] = useState<AdminVipPlan | 'new'>();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageCard
        title={t('vip.plans')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('vip.new_plan')}
          </Button>
        }
      >
        <Table<AdminVipPlan>
          rowKey="id"
          loading={plans.isFetching}
          dataSource={plans.data?.plans}
          pagination={false}
          columns={columnsOf<AdminVipPlan>([
            { title: t('common.name'), key: 'name', render: (_, p) => pickLocalized(p.name, i18n.language as Locale) },
            { title: t('vip.period'), dataIndex: 'period', render: (p: string) => t(`vip.periods.${p}`, { defaultValue: p }) },
            { title: t('common.price'), render: (_, p) => `${formatMoney(p.price, p.coin as Coin)} ${p.coin}` },
            {
              title: t('vip.benefits'),
              render: (_, p) => p.benefits.map((b) => <Tag key={b}>{t(`vip.benefit.${b}`, { defaultValue: b })}</Tag>),
            },
            {
              title: t('vip.on_sale'),
              render: (_, p) => (p.enabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
            },
            { title: t('vip.sold'), dataIndex: 'sold', align: 'right' },
            {
              title: '',
              render: (_, p) => (
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('common.edit')}
                </Button>
              ),
            },
          ])}
        />
      </PageCard>
      <InviteStats />
      {editing && <PlanForm plan={editing} onClose={() => setEditing(undefined)} />}
    </Space>
  );
}

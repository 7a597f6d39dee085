/**
 * VIP & invitations (issue 9 "Console: VIP plans, invitation statistics"): the plans with their sales, each
 * editable, and how members arrive through invitations. App version and download links live in
 * Configuration ("App").
 */
import type { AdminVipPlan } from '@app/contract';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/page-card.tsx';
import { useVipPlans } from '../api/vip-plans.ts';
import { InviteStats } from './invite-stats.tsx';
import { PlanForm } from './plan-form.tsx';

export function VipPage() {
  const plans = useVipPlans();
  const [editing, setEditing] = useState<AdminVipPlan | 'new'>();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageCard
        title="VIP plans"
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            New plan
          </Button>
        }
      >
        <Table<AdminVipPlan>
          rowKey="id"
          loading={plans.isFetching}
          dataSource={plans.data?.plans}
          pagination={false}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Period', dataIndex: 'period' },
            { title: 'Price', render: (_, p) => `${p.price} ${p.coin}` },
            { title: 'Benefits', render: (_, p) => p.benefits.map((b) => <Tag key={b}>{b}</Tag>) },
            { title: 'On sale', render: (_, p) => (p.enabled ? <Tag color="green">yes</Tag> : <Tag>no</Tag>) },
            { title: 'Sold', dataIndex: 'sold', align: 'right' },
            {
              title: '',
              render: (_, p) => (
                <Button size="small" onClick={() => setEditing(p)}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      </PageCard>
      <InviteStats />
      {editing && <PlanForm plan={editing} onClose={() => setEditing(undefined)} />}
    </Space>
  );
}

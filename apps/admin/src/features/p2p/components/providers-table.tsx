/**
 * One currency's payment providers (docs/api.md "P2P in the members' own money", console paths → providers): name,
 * kind, what a method's account holds, whether it names its bank, enabled. Operators with config.set add or change
 * one in a form; the server checks it and audits `p2p_provider`.
 */
import { P2P_ACCOUNT_LABELS, P2P_PAY_METHOD_TYPES, type AdminP2pProvider, type AdminSaveProviderBody } from '@app/contract';
import { Button, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/me.ts';
import { useProviders, useSaveProvider } from '../api/fiat-api.ts';
import { columnsOf } from '@/components/table-columns.ts';

type Values = Omit<AdminSaveProviderBody, 'id' | 'fiat'>;
const NEW: Values = { name: '', type: 'bank', account_label: 'account_number', needs_bank: false, enabled: true };

function EditProvider(props: { fiat: string; provider: AdminP2pProvider | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveProvider();
  const { provider } = props;
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, fiat: props.fiat, ...(provider && provider !== 'new' ? { id: provider.id } : {}) });
    props.onClose();
  };
  return (
    <Modal
      open={provider !== null}
      title={provider === 'new' ? t('fiat.provider_add_title', { code: props.fiat }) : t('fiat.provider_edit_title')}
      okText={t('fiat.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {provider && (
        <Form form={form} layout="vertical" initialValues={provider === 'new' ? NEW : provider} preserve={false}>
          <Form.Item name="name" label={t('fiat.provider_name')} rules={[{ required: true, message: t('fiat.required_name') }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="type" label={t('fiat.provider_type')}>
            <Select options={P2P_PAY_METHOD_TYPES.map((v) => ({ value: v, label: t(`appeal.method.${v}`) }))} />
          </Form.Item>
          <Form.Item name="account_label" label={t('fiat.account_label')}>
            <Select options={P2P_ACCOUNT_LABELS.map((v) => ({ value: v, label: t(`fiat.account.${v}`) }))} />
          </Form.Item>
          <Form.Item name="needs_bank" label={t('fiat.needs_bank')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="enabled" label={t('fiat.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function ProvidersTable({ fiat }: { fiat: string }) {
  const { t } = useTranslation();
  const canSet = useCan('config.set');
  const list = useProviders(fiat);
  const [editing, setEditing] = useState<AdminP2pProvider | 'new' | null>(null);
  const yes = (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('fiat.on') : t('fiat.off')}</Tag>;
  return (
    <>
      {canSet && (
        <Button size="small" style={{ marginBottom: 8 }} onClick={() => setEditing('new')}>
          {t('fiat.provider_add')}
        </Button>
      )}
      <Table<AdminP2pProvider>
        rowKey="id"
        size="small"
        data-testid={`providers-${fiat}`}
        loading={list.isLoading}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: t('fiat.no_providers') }}
        columns={columnsOf<AdminP2pProvider>([
          { title: t('fiat.provider_name'), dataIndex: 'name' },
          { title: t('fiat.provider_type'), dataIndex: 'type', render: (v: string) => t(`appeal.method.${v}`) },
          { title: t('fiat.account_label'), dataIndex: 'account_label', render: (v: string) => t(`fiat.account.${v}`) },
          { title: t('fiat.needs_bank'), dataIndex: 'needs_bank', render: yes },
          { title: t('fiat.enabled'), dataIndex: 'enabled', render: yes },
          ...(canSet
            ? [
                {
                  key: 'edit',
                  render: (_: unknown, p: AdminP2pProvider) => (
                    <Button size="small" onClick={() => setEditing(p)}>
                      {t('fiat.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ])}
      />
      <EditProvider fiat={fiat} provider={editing} onClose={() => setEditing(null)} />
    </>
  );
}

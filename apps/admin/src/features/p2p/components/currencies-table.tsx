/**
 * The P2P currencies (docs/api.md "P2P in the members' own money", console paths → currencies): each one's
 * decimals, whether members may price ads in it, the order bounds and the operator's reference price ("0": none).
 * Operators with config.set change them in a form; the server checks the amounts. A row opens its providers.
 */
import type { AdminP2pCurrency } from '@app/contract';
import { Button, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/me.ts';
import { useCurrencies, useSaveCurrency } from '../api/fiat-api.ts';
import { ProvidersTable } from './providers-table.tsx';
import { columnsOf } from '@/components/table-columns.ts';

type Values = Pick<AdminP2pCurrency, 'enabled' | 'min_amount' | 'max_amount' | 'reference_price'>;

function EditCurrency({ currency, onClose }: { currency: AdminP2pCurrency | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCurrency();
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ code: currency!.code, decimals: currency!.decimals, ...values });
    onClose();
  };
  const required = [{ required: true, message: t('fiat.required') }];
  return (
    <Modal
      open={currency !== null}
      title={currency ? t('fiat.edit_title', { code: currency.code }) : ''}
      okText={t('fiat.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {currency && (
        <Form form={form} layout="vertical" initialValues={currency} preserve={false}>
          <Form.Item name="enabled" label={t('fiat.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="min_amount" label={t('fiat.min_amount')} rules={required}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="max_amount" label={t('fiat.max_amount')} rules={required}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="reference_price" label={t('fiat.reference_price')} rules={required}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function CurrenciesTable() {
  const { t } = useTranslation();
  const canSet = useCan('config.set');
  const list = useCurrencies();
  const [editing, setEditing] = useState<AdminP2pCurrency | null>(null);
  const bound = (v: string) => (v === '0' ? t('fiat.none') : v);
  return (
    <>
      <Table<AdminP2pCurrency>
        rowKey="code"
        size="middle"
        data-testid="currencies"
        loading={list.isLoading}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: t('fiat.empty') }}
        expandable={{ expandedRowRender: (c) => <ProvidersTable fiat={c.code} /> }}
        columns={columnsOf<AdminP2pCurrency>([
          { title: t('fiat.code'), dataIndex: 'code' },
          { title: t('fiat.decimals'), dataIndex: 'decimals' },
          {
            title: t('fiat.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('fiat.on') : t('fiat.off')}</Tag>,
          },
          { title: t('fiat.min_amount'), dataIndex: 'min_amount', render: bound },
          { title: t('fiat.max_amount'), dataIndex: 'max_amount', render: bound },
          { title: t('fiat.reference_price'), dataIndex: 'reference_price', render: bound },
          ...(canSet
            ? [
                {
                  key: 'edit',
                  render: (_: unknown, c: AdminP2pCurrency) => (
                    <Button size="small" onClick={() => setEditing(c)}>
                      {t('fiat.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ])}
      />
      <EditCurrency currency={editing} onClose={() => setEditing(null)} />
    </>
  );
}

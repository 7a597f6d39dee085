/**
 * Business categories members choose from when they publish: add, rename, reorder (lower sort first),
 * disable; delete only while no label uses one (the server refuses otherwise — disable it instead).
 */
import { pickLocalized, type AdminCategoryRow, type Locale } from '@app/contract';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { englishRequired, LocalizedInput, type LocalizedValue } from '@/components/localized-input.tsx';
import { useCan } from '@/lib/me.ts';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/labels-api.ts';
import type { Columns } from '@/components/table-columns.ts';

type Draft = { id?: number; name: LocalizedValue; icon: string; sort: number; enabled: boolean };

function CategoryForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveCategory();
  const [form] = Form.useForm<Draft>();
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, name: { en: '', ...values.name }, id: draft.id });
    onClose();
  };
  return (
    <Modal
      open
      title={
        draft.id
          ? t('labels.edit_category', { name: pickLocalized(draft.name, i18n.language as Locale) })
          : t('labels.new_category')
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={draft} preserve={false}>
        <Form.Item name="name" label={t('common.name')} rules={[englishRequired(t)]}>
          <LocalizedInput maxLength={40} testId="category-name" />
        </Form.Item>
        <Form.Item name="icon" label={t('labels.icon_key')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="sort" label={t('labels.sort_hint')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="enabled" label={t('labels.enabled_hint')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CategoriesTable() {
  const { t, i18n } = useTranslation();
  const nameOf = (row: AdminCategoryRow) => pickLocalized(row.name, i18n.language as Locale);
  const list = useCategories();
  const remove = useDeleteCategory();
  const canEdit = useCan('content.moderate');
  const [draft, setDraft] = useState<Draft>();
  const columns: Columns<AdminCategoryRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    { title: t('common.name'), key: 'name', render: (_: unknown, row: AdminCategoryRow) => nameOf(row) },
    { title: t('labels.icon'), dataIndex: 'icon', width: 140 },
    { title: t('labels.sort'), dataIndex: 'sort', width: 80 },
    { title: t('labels.labels'), dataIndex: 'labels', width: 90 },
    { title: t('labels.enabled'), dataIndex: 'enabled', width: 90, render: (on: boolean) => t(on ? 'common.yes' : 'common.no') },
    ...(canEdit
      ? [
          {
            title: '',
            width: 150,
            render: (_: unknown, row: AdminCategoryRow) => (
              <Space>
                <Button size="small" onClick={() => setDraft(row)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('labels.delete_confirm', { name: nameOf(row) })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button size="small" danger disabled={row.labels > 0} title={row.labels > 0 ? t('labels.in_use') : undefined}>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      {canEdit && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => setDraft({ name: {}, icon: '', sort: 0, enabled: true })}
        >
          {t('labels.new_category')}
        </Button>
      )}
      <Table<AdminCategoryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: t('labels.no_categories') }}
      />
      {draft && <CategoryForm draft={draft} onClose={() => setDraft(undefined)} />}
    </>
  );
}

/**
 * Business categories members choose from when they publish: add, rename, reorder (lower sort first),
 * disable; delete only while no label uses one (the server refuses otherwise — disable it instead).
 */
import type { AdminCategoryRow } from '@app/contract';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/labels-api.ts';

type Draft = { id?: number; name: string; icon: string; sort: number; enabled: boolean };

function CategoryForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const save = useSaveCategory();
  const [form] = Form.useForm<Draft>();
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, id: draft.id });
    onClose();
  };
  return (
    <Modal
      open
      title={draft.id ? `Edit “${draft.name}”` : 'New category'}
      okText="Save"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={draft} preserve={false}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'A name is required' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="icon" label="Icon key (the app picks the picture)">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="sort" label="Sort (lower first)">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="enabled" label="Members can choose it" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CategoriesTable() {
  const list = useCategories();
  const remove = useDeleteCategory();
  const canEdit = useCan('content.moderate');
  const [draft, setDraft] = useState<Draft>();
  const columns: TableColumnsType<AdminCategoryRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Icon', dataIndex: 'icon', width: 140 },
    { title: 'Sort', dataIndex: 'sort', width: 80 },
    { title: 'Labels', dataIndex: 'labels', width: 90 },
    { title: 'Enabled', dataIndex: 'enabled', width: 90, render: (on: boolean) => (on ? 'Yes' : 'No') },
    ...(canEdit
      ? [
          {
            title: '',
            width: 150,
            render: (_: unknown, row: AdminCategoryRow) => (
              <Space>
                <Button size="small" onClick={() => setDraft(row)}>
                  Edit
                </Button>
                <Popconfirm
                  title={`Delete “${row.name}”?`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button
                    size="small"
                    danger
                    disabled={row.labels > 0}
                    title={row.labels > 0 ? 'In use: disable it instead' : undefined}
                  >
                    Delete
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
          onClick={() => setDraft({ name: '', icon: '', sort: 0, enabled: true })}
        >
          New category
        </Button>
      )}
      <Table<AdminCategoryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: 'No categories' }}
      />
      {draft && <CategoryForm draft={draft} onClose={() => setDraft(undefined)} />}
    </>
  );
}

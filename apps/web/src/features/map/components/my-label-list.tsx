/**
 * My labels and applications (docs/api.md /api/lable/getmyable): each with its state and, when refused or
 * hidden, the reason; optionally a delete after confirming (refused by the server while goods are listed).
 */
import type { LabelDetail } from '@app/contract';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { useDeleteLabel, useMyLabels } from '../api/my-labels';
import { cardImage, cardTitle } from '../api/types';
import { ListMore } from './list-more';
import { ListState } from './list-state';
import { StatusTag } from './status-tag';
import { confirmDialog } from '@/lib/confirm-dialog';

interface MyLabelListProps {
  testId: string;
  only?: LabelDetail['type'];
  deletable?: boolean;
  emptyText: string;
}

/** One of my labels: its kind, name, address, state and reason; a delete button where deleting is offered. */
function MyLabelRow({
  label,
  testId,
  onDelete,
}: {
  label: LabelDetail;
  testId: string;
  onDelete?: (label: LabelDetail) => void;
}) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid={testId}
      prefix={<Avatar src={cardImage(label)} size={48} />}
      title={label.type === 'shop' ? t('map.shop') : t('map.person')}
      description={
        <>
          <div>{label.address || t('map.no_address')}</div>
          {label.reason && (
            <div className="my-label-reason" data-testid={`${testId}-reason`}>
              {t('map.reason', { reason: label.reason })}
            </div>
          )}
        </>
      }
      extra={
        <div className="my-label-extra">
          <StatusTag status={label.status} testId={`${testId}-status`} />
          {onDelete && (
            <Button size="mini" color="danger" fill="none" data-testid={`${testId}-delete`} onClick={() => onDelete(label)}>
              {t('map.delete')}
            </Button>
          )}
        </div>
      }
    >
      {cardTitle(label)}
    </List.Item>
  );
}

export function MyLabelList({ testId, only, deletable, emptyText }: MyLabelListProps) {
  const { t } = useTranslation();
  const mine = useMyLabels();
  const remove = useDeleteLabel();
  const items = (mine.data?.pages.flatMap((page) => page.data) ?? []).filter((label) => !only || label.type === only);

  const confirmDelete = async (label: LabelDetail) => {
    const yes = await confirmDialog({
      content: <span data-testid={`${testId}-delete-confirm`}>{t('map.delete_confirm', { name: cardTitle(label) })}</span>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) remove.mutate(label.id);
  };

  return (
    <>
      <ListState
        testId={testId}
        loading={mine.isPending}
        error={mine.isError}
        empty={items.length === 0}
        emptyText={emptyText}
        onRetry={() => void mine.refetch()}
      />
      {items.length > 0 && (
        <List className="map-list" data-testid={testId}>
          {items.map((label) => (
            <MyLabelRow
              key={label.id}
              label={label}
              testId={`${testId}-${label.id}`}
              onDelete={deletable ? confirmDelete : undefined}
            />
          ))}
        </List>
      )}
      <ListMore query={mine} />
    </>
  );
}

/**
 * Hide something members see, with a required reason, or show it again after a confirmation: the one
 * moderation control of the labels, community and P2P sections (docs/api.md "Admin": labels/hide, article/hide,
 * comment/hide, p2p/hide).
 */
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from './reason-modal.tsx';

export interface HideToggleProps {
  hidden: boolean;
  /** The hide button's test id, e.g. `hide-article-12`. */
  testId: string;
  /** The reason dialog's title, naming what is hidden. */
  hideTitle: string;
  hideText?: string;
  onHide: (reason: string) => Promise<unknown>;
  /** The confirmation to show it again; without `onShow` a hidden item offers nothing (P2P ads stay hidden). */
  showTitle?: string;
  onShow?: () => Promise<unknown>;
  pending: boolean;
  reasonLabel?: string;
  maxLength?: number;
}

export function HideToggle(props: HideToggleProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (props.hidden) {
    if (!props.onShow) return null;
    return (
      <Popconfirm title={props.showTitle} okText={t('hide.show')} cancelText={t('common.cancel')} onConfirm={props.onShow}>
        <Button size="small">{t('hide.unhide')}</Button>
      </Popconfirm>
    );
  }
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid={props.testId}>
        {t('hide.hide')}
      </Button>
      <ReasonModal
        open={open}
        title={props.hideTitle}
        okText={props.hideText ?? t('hide.hide')}
        loading={props.pending}
        label={props.reasonLabel}
        maxLength={props.maxLength}
        onSubmit={props.onHide}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

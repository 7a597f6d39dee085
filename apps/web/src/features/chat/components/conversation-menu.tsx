/**
 * The conversation's top-right menu (docs/api.md "Chat in context"): block or unblock the peer, each asked
 * for first, and report them. Blocking stops their messages to me; the peer is not told, and sees the
 * server's refusal when they try to send.
 */
import { ActionSheet } from 'antd-mobile';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSheet } from '@/components/report-sheet';
import { showToast } from '@/lib/toast';
import { useBlocked, useSetBlocked } from '../api/block';
import { confirmDialog } from '@/lib/confirm-dialog';

export function ConversationMenu({ peerId, peerName }: { peerId: number; peerName: string }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const [reporting, setReporting] = useState(false);
  const blocked = useBlocked(peerId);
  const setBlocked = useSetBlocked(peerId);
  const isBlocked = blocked.data === true;

  const toggleBlock = async () => {
    const confirmed = await confirmDialog({
      title: isBlocked ? t('chat.unblock_title', { name: peerName }) : t('chat.block_title', { name: peerName }),
      content: isBlocked ? t('chat.unblock_text') : t('chat.block_text'),
      confirmText: isBlocked ? t('chat.unblock') : t('chat.block'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const reply = await setBlocked.mutateAsync(!isBlocked).catch(() => undefined);
    if (reply) showToast({ content: reply.blocked ? t('chat.blocked_done') : t('chat.unblocked_done') });
  };

  return (
    <>
      <button
        type="button"
        className="chat-menu-button"
        aria-label={t('chat.menu')}
        data-testid="chat-menu"
        onClick={() => setMenu(true)}
      >
        <MoreOutline fontSize={22} aria-hidden />
      </button>
      <ActionSheet
        visible={menu}
        onClose={() => setMenu(false)}
        cancelText={t('common.cancel')}
        actions={[
          {
            key: 'block',
            text: <span data-testid="chat-block">{isBlocked ? t('chat.unblock') : t('chat.block')}</span>,
            danger: !isBlocked,
            disabled: blocked.isPending,
            onClick: () => {
              setMenu(false);
              void toggleBlock();
            },
          },
          {
            key: 'report',
            text: <span data-testid="chat-report">{t('report.button')}</span>,
            onClick: () => {
              setMenu(false);
              setReporting(true);
            },
          },
        ]}
      />
      <ReportSheet target="member" id={peerId} visible={reporting} onClose={() => setReporting(false)} />
    </>
  );
}

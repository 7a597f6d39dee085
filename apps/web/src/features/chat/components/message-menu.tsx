/**
 * What a long press on the peer's message offers (WeChat's menu): copy its text, or report it to the
 * operators (docs/api.md "Chat in context", report target `message`).
 */
import type { ChatMessage } from '@app/contract';
import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSheet } from '@/components/report-sheet';
import { showToast } from '@/lib/toast';

type Action = ActionSheetProps['actions'][number];

export function MessageMenu({ message, onClose }: { message: ChatMessage | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState<number>();
  const actions: Action[] = [];
  if (message?.type === 'text' && navigator.clipboard) {
    const text = message.content;
    actions.push({
      key: 'copy',
      text: t('chat.copy'),
      onClick: () => {
        onClose();
        void navigator.clipboard.writeText(text).then(() => showToast({ content: t('chat.copied') }));
      },
    });
  }
  if (message) {
    const id = message.id;
    actions.push({
      key: 'report',
      text: <span data-testid="chat-report-message">{t('chat.report_message')}</span>,
      onClick: () => {
        onClose();
        setReporting(id);
      },
    });
  }
  return (
    <>
      <ActionSheet visible={Boolean(message)} onClose={onClose} cancelText={t('common.cancel')} actions={actions} />
      {reporting !== undefined && <ReportSheet target="message" id={reporting} visible onClose={() => setReporting(undefined)} />}
    </>
  );
}

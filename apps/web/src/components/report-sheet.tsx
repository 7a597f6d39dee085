/**
 * Reporting a chat message, a post, goods or a member to the operators (docs/api.md "Chat in context",
 * /api/user/report): a reason picked from a short list, an optional description and screenshots. The
 * reason goes as its stable code (`spam`, `fraud`…) followed by what the member wrote, so operators read it
 * in one language whatever the reporter's. One open report per thing: the server's refusal of a second
 * one is shown as it says it. The Report button that opens it is report-button.tsx.
 */
import { REPORT_IMAGES_MAX, REPORT_REASON_MAX, type ReportTarget } from '@app/contract';
import { Button, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/request';
import { showToast } from '@/lib/toast';
import { ImageUpload } from './image-upload';
import './report-sheet.css';

export const REPORT_REASONS = ['spam', 'fraud', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The text sent: the code, then the member's own words when there are any. */
export function reportReasonText(reason: ReportReason, details: string): string {
  const words = details.trim();
  return (words ? `${reason}: ${words}` : reason).slice(0, REPORT_REASON_MAX);
}

function useReasonLabels(): Record<ReportReason, string> {
  const { t } = useTranslation();
  return {
    spam: t('report.reason_spam'),
    fraud: t('report.reason_fraud'),
    harassment: t('report.reason_harassment'),
    inappropriate: t('report.reason_inappropriate'),
    other: t('report.reason_other'),
  };
}

interface ReportSheetProps {
  target: ReportTarget;
  id: number;
  visible: boolean;
  onClose: () => void;
}

/** The sheet's fields and the send: the reason's code and words, the screenshots; cleared once sent. */
function useReport({ target, id, onClose }: Omit<ReportSheetProps, 'visible'>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!reason) return;
    setSending(true);
    try {
      const body = { target, id, reason: reportReasonText(reason, details), ...(images.length ? { images } : {}) };
      await request('/api/user/report', body);
      showToast({ content: t('report.thanks') });
      setReason(undefined);
      setDetails('');
      setImages([]);
      onClose();
    } catch {
      // request() has shown the server's reason (already reported, too many reports…); the sheet stays.
    } finally {
      setSending(false);
    }
  };
  return { reason, setReason, details, setDetails, images, setImages, uploading, setUploading, sending, submit };
}

export function ReportSheet({ target, id, visible, onClose }: ReportSheetProps) {
  const { t } = useTranslation();
  const labels = useReasonLabels();
  const { reason, setReason, details, setDetails, images, setImages, setUploading, uploading, sending, submit } = useReport({
    target,
    id,
    onClose,
  });

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="report-sheet" destroyOnClose>
      <div className="report-sheet-body" data-testid="report-sheet" role="dialog" aria-label={t('report.title')}>
        <h2 className="report-sheet-title">{t('report.title')}</h2>
        <div className="report-sheet-label" id="report-reason-label">
          {t('report.reason')}
        </div>
        <Selector
          aria-labelledby="report-reason-label"
          data-testid="report-reasons"
          columns={2}
          options={REPORT_REASONS.map((value) => ({ value, label: labels[value] }))}
          value={reason ? [reason] : []}
          onChange={(values) => setReason(values[0])}
        />
        <TextArea
          className="report-sheet-details"
          data-testid="report-details"
          aria-label={t('report.details')}
          placeholder={t('report.details')}
          value={details}
          onChange={setDetails}
          maxLength={REPORT_REASON_MAX - 20}
          rows={3}
          showCount
        />
        <ImageUpload
          value={images}
          onChange={setImages}
          max={REPORT_IMAGES_MAX}
          label={t('report.images')}
          removeLabel={t('report.remove_image')}
          testId="report-images"
          onUploadingChange={setUploading}
        />
        <div className="report-sheet-actions">
          <Button onClick={onClose} data-testid="report-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            color="danger"
            disabled={!reason || uploading}
            loading={sending}
            onClick={() => void submit()}
            data-testid="report-submit"
          >
            {t('report.submit')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

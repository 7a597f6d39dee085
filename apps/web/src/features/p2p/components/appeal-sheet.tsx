/**
 * Appealing an offchain order (docs/api.md /api/ctoc/appeal): a statement (1–500 characters, the contract's
 * check) and up to six pictures — a payment receipt, a bank screen — uploaded with their progress shown;
 * sending waits for the uploads. The other side answers an appeal through the same sheet, and a chargeback
 * report and its answer (docs/api.md "Chargeback", the same body) use it with their own title and help.
 */
import { appealOrderBody, P2P_APPEAL_IMAGES_MAX, type AppealOrderBody } from '@app/contract';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/image-upload';
import { zodMessage } from '@/lib/zod-rule';

interface Props {
  orderId: number;
  visible: boolean;
  /** answering the other side's appeal rather than opening one */
  answering: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: AppealOrderBody) => void;
  /** another statement than an appeal's (a chargeback): its title and help */
  wording?: { title: string; help: string };
}

export function AppealSheet({ orderId, visible, answering, busy, onClose, onSubmit, wording }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [checked, setChecked] = useState(false);
  const problem = zodMessage(appealOrderBody.shape.reason, reason, 'appeal_reason', t);
  const send = () => {
    setChecked(true);
    if (problem || uploading) return;
    onSubmit({ id: orderId, reason: reason.trim(), ...(images.length ? { images } : {}) });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="p2p-sheet p2p-pm-sheet" destroyOnClose>
      <div className="p2p-sheet-title">
        {wording?.title ?? (answering ? t('p2p.appeal_answer_title') : t('p2p.appeal_title'))}
      </div>
      <div className="p2p-muted p2p-appeal-help">{wording?.help ?? t('p2p.appeal_help')}</div>
      {/* antd-mobile's TextArea hands no label to its field: it is named here. */}
      <label className="sr-only" htmlFor="p2p-appeal-reason-input">
        {t('field.appeal_reason')}
      </label>
      <TextArea
        id="p2p-appeal-reason-input"
        data-testid="p2p-appeal-reason"
        placeholder={t('p2p.appeal_placeholder')}
        value={reason}
        onChange={setReason}
        maxLength={500}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      {checked && problem && (
        <div className="p2p-error" role="alert" data-testid="p2p-appeal-error">
          {problem}
        </div>
      )}
      <ImageUpload
        value={images}
        onChange={setImages}
        max={P2P_APPEAL_IMAGES_MAX}
        label={t('p2p.appeal_images')}
        removeLabel={t('p2p.pm_qr_remove')}
        testId="p2p-appeal-images"
        progressTestId="p2p-appeal-progress"
        onUploadingChange={setUploading}
      />
      <div className="p2p-sheet-actions">
        <Button block onClick={onClose}>
          {t('p2p.cancel')}
        </Button>
        <Button block color="danger" loading={busy} disabled={uploading} onClick={send} data-testid="p2p-appeal-submit">
          {uploading ? t('p2p.appeal_uploading') : t('p2p.appeal_send')}
        </Button>
      </div>
    </Popup>
  );
}

/**
 * An appeal's statements on the order page: who said what, with their pictures, and once an operator decided,
 * the outcome and the operator's reason (docs/api.md `appeal`, `appeal.decision`).
 */
import type { P2pAppeal } from '@app/contract';
import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { mediaUrl } from '@/lib/request';
import { dateTime } from '@/lib/relative-time';

export function AppealView({ appeal, myRole }: { appeal: P2pAppeal; myRole: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const decision = appeal.decision;
  return (
    <div className="p2p-card" data-testid="p2p-appeal">
      <div className="p2p-card-title">{t('p2p.appeal_opened', { time: dateTime(appeal.createtime) })}</div>
      {appeal.statements.map((statement, index) => (
        <div key={statement.by} className="p2p-appeal-statement" data-testid={`p2p-appeal-statement-${index}`}>
          <div className="p2p-muted">{statement.by === myRole ? t('p2p.appeal_by_me') : t('p2p.appeal_by_other')}</div>
          <div className="p2p-appeal-text">{statement.reason}</div>
          <div className="p2p-appeal-images">
            {statement.images.map((image, i) => (
              <button
                key={image}
                type="button"
                className="p2p-appeal-image"
                aria-label={t('p2p.appeal_image_open', { n: i + 1 })}
                onClick={() => ImageViewer.Multi.show({ images: statement.images.map(mediaUrl), defaultIndex: i })}
              >
                <Image src={mediaUrl(image)} width={56} height={56} fit="cover" alt="" />
              </button>
            ))}
          </div>
        </div>
      ))}
      {decision && (
        <div className="p2p-appeal-decision" data-testid="p2p-appeal-decision">
          <strong>
            {t(decision.outcome === 'release_to_buyer' ? 'p2p.appeal_decided_release' : 'p2p.appeal_decided_return', {
              amount: fmt(decision.quantity, 'PI', { exact: true, unit: true }),
            })}
          </strong>
          {decision.reason && <div>{t('p2p.appeal_decision_reason', { reason: decision.reason })}</div>}
        </div>
      )}
    </div>
  );
}

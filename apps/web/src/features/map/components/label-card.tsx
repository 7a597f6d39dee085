/**
 * The card a marker opens (docs/product.md §2 home map): a shop leads to its page;
 * a person shows their label (nickname, bio, category) right here, with Message and Report (docs/api.md
 * "Chat in context").
 */
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Avatar } from '@/components/avatar';
import { MessageButton } from '@/components/message-button';
import { ReportButton } from '@/components/report-button';
import { paths } from '@/config/paths';
import { useLabelDetail } from '../api/get-detail';
import { cardImage, cardTitle, type NearbyLabel } from '../api/types';
import { formatDistance } from '../utils/geo';
import { SmallImage } from '@/components/small-image';

export function LabelCard({ label, onClose }: { label: NearbyLabel; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useLabelDetail(label.id).data;
  const isShop = label.type === 'shop';
  return (
    <div className="map-card" data-testid="map-card" data-type={label.type}>
      <button type="button" className="map-card-close" aria-label={t('map.close')} onClick={onClose}>
        <CloseOutline />
      </button>
      <div className="map-card-main">
        {isShop ? (
          <SmallImage
            className="map-card-image"
            src={label.door_image || undefined}
            width={64}
            height={64}
            fit="cover"
            lazy
            alt={label.name ?? ''}
          />
        ) : (
          <Avatar src={cardImage(label)} size={64} />
        )}
        <div className="map-card-text">
          <div className="map-card-name" data-testid="map-card-name">
            {cardTitle(label)}
          </div>
          <div className="map-card-meta">
            <span className="map-card-tag">{isShop ? t('map.shop') : t('map.person')}</span>
            {label.category_name && <span>{label.category_name}</span>}
            <span data-testid="map-card-distance">{formatDistance(label.distance)}</span>
          </div>
          <div className="map-card-line">{detail?.type === 'person' ? detail.bio : label.address || t('map.no_address')}</div>
        </div>
      </div>
      {detail?.type === 'person' && !detail.mine && (
        <div className="map-card-actions">
          <MessageButton toId={detail.user_id} block testId="map-card-message" />
          <ReportButton target="member" id={detail.user_id} testId="map-card-report" />
        </div>
      )}
      {isShop && (
        <Button
          block
          color="primary"
          size="small"
          data-testid="map-card-open"
          onClick={() => navigate(`${paths.shopDesc}?id=${label.id}`)}
        >
          {t('map.view_shop')}
        </Button>
      )}
    </div>
  );
}

/** A label in a list (results, favourites): image, name, category, address and distance; a shop opens its page. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { cardImage, cardTitle } from '../api/types';
import { formatDistance } from '../utils/geo';
import { SmallImage } from '@/components/small-image';
import { ActionItem } from '@/components/action-item';

interface RowLabel {
  id: number;
  type: 'shop' | 'person';
  name?: string;
  nickname?: string;
  door_image?: string;
  avatar?: string;
  category_name: string;
  address: string;
  distance?: number | null;
  /** members reported the place closed (docs/api.md "Reports of closed or moved places"): shown greyed */
  closed_reported?: boolean;
}

export function LabelRow({ label, testId }: { label: RowLabel; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card =
    label.type === 'shop'
      ? { type: 'shop' as const, name: label.name ?? '', door_image: label.door_image ?? '' }
      : { type: 'person' as const, nickname: label.nickname ?? '', avatar: label.avatar ?? '' };
  const image = cardImage(card);
  return (
    <ActionItem
      data-testid={testId}
      prefix={
        label.type === 'shop' ? (
          <SmallImage src={image} width={56} height={56} fit="cover" lazy style={{ borderRadius: 6 }} alt={label.name ?? ''} />
        ) : (
          <Avatar src={image} size={56} />
        )
      }
      title={label.category_name || (label.type === 'shop' ? t('map.shop') : t('map.person'))}
      className={label.closed_reported ? 'is-closed-reported' : undefined}
      description={
        label.closed_reported
          ? `${t('map.place.closed_short')} · ${label.address || t('map.no_address')}`
          : label.address || t('map.no_address')
      }
      extra={label.distance != null ? formatDistance(label.distance) : undefined}
      arrow={label.type === 'shop'}
      onClick={label.type === 'shop' ? () => navigate(`${paths.shopDesc}?id=${label.id}`) : undefined}
    >
      {cardTitle(card)}
    </ActionItem>
  );
}

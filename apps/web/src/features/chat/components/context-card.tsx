/**
 * The card of what a message is about (docs/api.md "Chat in context"): goods with their picture, name and
 * price; a shop with its door picture; an order with its number and status as it was when sent. The same
 * card sits above the composer while it waits for the first message, with a button to leave it out.
 */
import { SHOP_COIN, type ChatContext, type ChatContextType } from '@app/contract';
import { CloseOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { SmallImage } from '@/components/small-image';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';

/** Where tapping a card goes: the goods, the shop, the P2P order; a shop order has no page of its own. */
function linkOf(type: ChatContextType, id: number): string | undefined {
  if (type === 'goods') return `${paths.goodsInfo}?id=${id}`;
  if (type === 'shop') return `${paths.shopDesc}?id=${id}`;
  if (type === 'p2p_order') return `${paths.piOrderInfo}?id=${id}`;
  return undefined;
}

function useStatusText() {
  const { t } = useTranslation();
  // Only an order's status means something to the reader; goods and shops carry none worth showing.
  return (card: ChatContext) => {
    if (!card.status || (card.type !== 'order' && card.type !== 'p2p_order')) return '';
    return card.type === 'p2p_order'
      ? t(`p2p.status_${card.status}`, { defaultValue: card.status })
      : t(`shop.order_status_${card.status}`, { defaultValue: card.status });
  };
}

function CardLines({ card }: { card: ChatContext }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const statusText = useStatusText();
  const kind =
    card.type === 'goods'
      ? t('chat.context_goods')
      : card.type === 'shop'
        ? t('chat.context_shop')
        : card.type === 'order'
          ? t('chat.context_order')
          : t('chat.context_p2p_order');
  return (
    <div className="chat-card-text">
      <div className="chat-card-kind">{kind}</div>
      <div className="chat-card-title" data-testid="chat-card-title">
        {card.title || t('chat.context_untitled')}
      </div>
      {card.order_no && (
        <div className="chat-card-line" data-testid="chat-card-order-no">
          {t('chat.context_order_no', { no: card.order_no })}
        </div>
      )}
      <div className="chat-card-line">
        {card.price && (
          <span className="chat-card-price" data-testid="chat-card-price">
            {fmt(card.price, SHOP_COIN, { unit: true })}
          </span>
        )}
        {statusText(card) && (
          <span className="chat-card-status" data-testid="chat-card-status">
            {statusText(card)}
          </span>
        )}
      </div>
    </div>
  );
}

export function ContextCard({ card, testId, onRemove }: { card: ChatContext; testId: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = linkOf(card.type, card.id);
  const image = (
    <SmallImage
      className="chat-card-image"
      src={card.image || undefined}
      alt=""
      width={56}
      height={56}
      fit="cover"
      lazy
      placeholder={<PictureOutline fontSize={20} />}
      fallback={<PictureOutline fontSize={20} />}
    />
  );
  return (
    <div className="chat-card" data-testid={testId} data-type={card.type} data-id={card.id}>
      {link ? (
        <button type="button" className="chat-card-open" onClick={() => navigate(link)}>
          {image}
          <CardLines card={card} />
        </button>
      ) : (
        <div className="chat-card-open">
          {image}
          <CardLines card={card} />
        </div>
      )}
      {onRemove && (
        <button
          type="button"
          className="chat-card-remove"
          onClick={onRemove}
          aria-label={t('chat.context_remove')}
          data-testid={`${testId}-remove`}
        >
          <CloseOutline aria-hidden />
        </button>
      )}
    </div>
  );
}

/** Above the composer until the first message takes it along. */
export function PendingCard({ card, onRemove }: { card: ChatContext; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-pending-card">
      <div className="chat-pending-hint">{t('chat.context_pending')}</div>
      <ContextCard card={card} testId="chat-pending-card" onRemove={onRemove} />
    </div>
  );
}

/** The contract's label shapes (docs/api.md "Labels and map") and the two ways a card names itself. */
import type { FavoriteItem, LabelCategory, LabelDetail, LabelType, NearbyItem } from '@app/contract';

export type { FavoriteItem, LabelCategory, LabelDetail, LabelType, NearbyItem };
export type NearbyLabel = NearbyItem;

type Card = { type: 'shop'; name: string; door_image: string } | { type: 'person'; nickname: string; avatar: string };

/** A shop shows its name and door image; a person their nickname and avatar. */
export function cardTitle(card: Card): string {
  return card.type === 'shop' ? card.name : card.nickname;
}

export function cardImage(card: Card): string {
  return card.type === 'shop' ? card.door_image : card.avatar;
}

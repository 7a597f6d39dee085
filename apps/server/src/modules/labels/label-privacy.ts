/**
 * Private personal labels (docs/api.md "Personal label privacy"): who may see another member's personal
 * label, and the point they are shown. The shown point is the true one moved by a distance and direction
 * taken from an HMAC of this install's secret and the label (id and true point): the same label at the same
 * place always shows at the same point, so reading it again and again cannot average the offset away, and
 * without the secret the offset cannot be subtracted. Shops and the owner's own label are always exact.
 */
import { createHmac } from 'node:crypto';
import { PRECISION_METRES, type LabelPrecision, type LabelVisibility } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { followeesOf } from '../community/index.ts';
import { EARTH_RADIUS_M } from './geo.ts';

/** The shown point is at least this share of the precision away, so it never equals the true point. */
const MIN_SHARE = 0.2;
/** …and at most this share: the flat-earth step below stays well inside the precision at any latitude used. */
const MAX_SHARE = 0.95;

export interface PrivateLabel {
  id: number | string;
  type: string;
  user_id: number | string;
  lat: number;
  lng: number;
  visibility: LabelVisibility;
  precision: LabelPrecision;
}

/** Who is reading: their id (none for a guest), whom they follow among the owners, the offset key. */
export interface Viewer {
  userId?: number;
  followees: ReadonlySet<number>;
  secret: string;
}

const secrets = new WeakMap<Db, Promise<string>>();

/** This install's offset key (migration 0034_label_privacy), read once per database handle. */
export function offsetSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'label_offset')
      .executeTakeFirstOrThrow()
      .then((r) => r.value);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The viewer of these labels: only owners of followers-only personal labels are looked up in the follows. */
export async function viewerOf(db: Db, userId: number | undefined, labels: readonly PrivateLabel[]): Promise<Viewer> {
  const owners = labels.filter((l) => l.type === 'person' && l.visibility === 'followers').map((l) => Number(l.user_id));
  const followees = userId === undefined || owners.length === 0 ? [] : await followeesOf(db, userId, owners);
  return { userId, followees: new Set(followees), secret: await offsetSecret(db) };
}

const isOwner = (label: PrivateLabel, viewer: Viewer) => viewer.userId !== undefined && Number(label.user_id) === viewer.userId;

export function mayView(label: PrivateLabel, viewer: Viewer): boolean {
  if (label.type !== 'person' || label.visibility === 'everyone' || isOwner(label, viewer)) return true;
  return label.visibility === 'followers' && viewer.followees.has(Number(label.user_id));
}

/** The point this viewer receives: exact for shops, the owner and `exact`; otherwise the label's own offset. */
export function shownPoint(label: PrivateLabel, viewer: Viewer): { lat: number; lng: number } {
  const lat = Number(label.lat);
  const lng = Number(label.lng);
  if (label.type !== 'person' || label.precision === 'exact' || isOwner(label, viewer)) return { lat, lng };
  return offsetPoint(viewer.secret, Number(label.id), lat, lng, PRECISION_METRES[label.precision]);
}

/** The true point moved by between MIN_SHARE and MAX_SHARE of `metres`, in a direction fixed by the HMAC. */
export function offsetPoint(secret: string, id: number, lat: number, lng: number, metres: number) {
  const digest = createHmac('sha256', secret).update(`${id}:${lat}:${lng}`).digest();
  const bearing = (digest.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const distance = metres * (MIN_SHARE + (MAX_SHARE - MIN_SHARE) * (digest.readUInt32BE(4) / 2 ** 32));
  const dLat = ((distance * Math.cos(bearing)) / EARTH_RADIUS_M) * (180 / Math.PI);
  // Near the poles a longitude step would stretch without bound: cap the divisor.
  const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = ((distance * Math.sin(bearing)) / (EARTH_RADIUS_M * cosLat)) * (180 / Math.PI);
  const shownLat = Math.max(-90, Math.min(90, lat + dLat));
  const shownLng = ((((lng + dLng + 180) % 360) + 360) % 360) - 180;
  return { lat: round6(shownLat), lng: round6(shownLng) };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

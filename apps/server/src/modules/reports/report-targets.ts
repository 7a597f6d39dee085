/**
 * The four things a member may report (docs/api.md "Chat in context") and, for each, through its owning
 * module: whether the reporter may report it (a message only its recipient, a post or goods any member who
 * can see them, any other member), who is responsible for it, what the operator reads, and how it is hidden.
 * Hiding a member has no meaning (warn or freeze them instead) and is refused.
 */
import type { ReportContent, ReportTarget } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { hideMessage, messageWithConversation, receivedMessage } from '../chat/index.ts';
import { articleSummary, hideArticle } from '../community/index.ts';
import { productSummary, takeDownProduct } from '../shop/index.ts';
import { findUserById } from '../users/index.ts';

export interface TargetHandler {
  /** The member responsible for the target, or null (an operator's news); refuses when the reporter may not report it. */
  responsible(db: Db, reporterId: number, id: number): Promise<number | null>;
  /** What the console shows; null when the target is gone. */
  content(db: Db, id: number): Promise<ReportContent | null>;
  /** Hides the target from members other than its author; false when it already was hidden or is gone. */
  hide(db: Db, id: number, adminId: number, note: string): Promise<boolean>;
}

const message: TargetHandler = {
  async responsible(db, reporterId, id) {
    const found = await receivedMessage(db, id, reporterId);
    if (!found) throw notFound('reports.target_not_found');
    return found.from_id;
  },
  async content(db, id) {
    const found = await messageWithConversation(db, id);
    if (!found) return null;
    const { message: m, conversation } = found;
    return {
      title: '',
      text: m.type === 'text' ? m.content : '',
      images: m.type === 'image' ? [m.content] : [],
      hidden: m.hidden,
      conversation,
    };
  },
  hide: (db, id) => hideMessage(db, id),
};

const article: TargetHandler = {
  async responsible(db, reporterId, id) {
    const found = await articleSummary(db, id);
    if (!found || found.hidden) throw notFound('reports.target_not_found');
    if (found.user_id === reporterId) throw refuse('reports.own_target');
    return found.user_id;
  },
  async content(db, id) {
    const found = await articleSummary(db, id);
    return found ? { title: found.title, text: found.content, images: found.images, hidden: found.hidden } : null;
  },
  hide: (db, id, _adminId, note) => hideArticle(db, id, note),
};

const goods: TargetHandler = {
  async responsible(db, reporterId, id) {
    const found = await productSummary(db, id);
    if (!found || (found.status !== 'listed' && found.user_id !== reporterId)) throw notFound('reports.target_not_found');
    if (found.user_id === reporterId) throw refuse('reports.own_target');
    return found.user_id;
  },
  async content(db, id) {
    const found = await productSummary(db, id);
    if (!found) return null;
    const text = `${found.price} ${found.coin} · ${found.description}`;
    return { title: found.name, text, images: found.images, hidden: found.status !== 'listed' };
  },
  hide: (db, id, adminId, note) => takeDownProduct(db, id, adminId, note),
};

const member: TargetHandler = {
  async responsible(db, reporterId, id) {
    if (id === reporterId) throw refuse('reports.own_target');
    if (!(await findUserById(db, id))) throw notFound('reports.target_not_found');
    return id;
  },
  async content(db, id) {
    const user = await findUserById(db, id);
    if (!user) return null;
    return { title: user.nickname || user.username, text: user.bio, images: user.avatar ? [user.avatar] : [], hidden: false };
  },
  hide: () => Promise.reject(refuse('reports.cannot_hide_member')),
};

export const TARGETS: Record<ReportTarget, TargetHandler> = { message, article, goods, member };

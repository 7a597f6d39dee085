/**
 * /api/user/submitid (docs/api.md "Identity verification"; docs/product.md §4, §5): basic (ID type, name, number) and
 * advanced (front, back, handheld images). A level may be submitted when it has no submission or its
 * last one failed; while one is pending or after it passed, another is a conflict. Advanced needs basic
 * passed and both email and mobile bound; its images must be the member's own private uploads — anyone
 * else's answer 404 exactly like ids that do not exist.
 */
import type { SubmitIdBody } from '@app/contract';
import { conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { findPrivateImage } from '../common/private-images.ts';
import {
  documentTakenByOther,
  findCurrent,
  insertSubmission,
  type NewSubmission,
  type VerificationLevel,
} from './verification.repository.ts';

type BasicInput = Extract<SubmitIdBody, { level: 'basic' }>;
type AdvancedInput = Extract<SubmitIdBody, { level: 'advanced' }>;

/** What stands in the way of an advanced submission, in the order the member should fix it. */
export function advancedRequirements(user: UserRow, basicStatus: string): Array<'basic' | 'email' | 'mobile'> {
  const missing: Array<'basic' | 'email' | 'mobile'> = [];
  if (basicStatus !== 'passed') missing.push('basic');
  if (!user.email) missing.push('email');
  if (!user.mobile) missing.push('mobile');
  return missing;
}

const REQUIREMENT_MESSAGES = {
  basic: 'verification.basic_first',
  email: 'verification.email_required',
  mobile: 'verification.mobile_required',
} as const;

async function refuseIfLive(db: Db, userId: number, level: VerificationLevel): Promise<void> {
  const current = await findCurrent(db, userId, level);
  if (current?.status === 'pending') throw conflict('verification.pending');
  if (current?.status === 'passed') throw conflict('verification.already_passed');
}

function isUniqueViolation(err: unknown): boolean {
  const code = String((err as { code?: unknown }).code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

/** Inserts; a concurrent submission that won the partial unique index turns into the same refusals. */
async function insertOnce(db: Db, submission: NewSubmission, documentIndexed: boolean): Promise<void> {
  try {
    await insertSubmission(db, submission);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await refuseIfLive(db, submission.user_id, submission.level);
    if (documentIndexed) throw refuse('verification.id_number_used');
    throw err;
  }
}

async function submitBasic(db: Db, user: UserRow, input: BasicInput): Promise<void> {
  await refuseIfLive(db, user.id, 'basic');
  if (await documentTakenByOther(db, { id_type: input.id_type, id_number: input.id_number, userId: user.id })) {
    throw refuse('verification.id_number_used');
  }
  const submission = {
    user_id: user.id,
    level: 'basic' as const,
    id_type: input.id_type,
    name: input.name,
    id_number: input.id_number,
    createtime: clock.now(),
  };
  await insertOnce(db, submission, true);
}

async function requireOwnImage(db: Db, userId: number, id: string): Promise<void> {
  const image = await findPrivateImage(db, id);
  if (!image || image.userId !== userId) throw notFound('verification.image_not_found');
}

async function submitAdvanced(db: Db, user: UserRow, input: AdvancedInput): Promise<void> {
  const basic = await findCurrent(db, user.id, 'basic');
  const missing = advancedRequirements(user, basic?.status ?? 'none');
  if (missing.length > 0) throw refuse(REQUIREMENT_MESSAGES[missing[0]!]);
  await refuseIfLive(db, user.id, 'advanced');
  const images = [input.front_image, input.back_image, input.hand_image];
  for (const id of images) await requireOwnImage(db, user.id, id);
  if (new Set(images).size !== images.length) throw refuse('verification.images_distinct');
  const submission = {
    user_id: user.id,
    level: 'advanced' as const,
    front_image: input.front_image,
    back_image: input.back_image,
    hand_image: input.hand_image,
    createtime: clock.now(),
  };
  await insertOnce(db, submission, false);
}

/** Records the submission as pending review and returns its status. */
export async function submitId(db: Db, user: UserRow, input: SubmitIdBody): Promise<{ status: 'pending' }> {
  if (input.level === 'basic') await submitBasic(db, user, input);
  else await submitAdvanced(db, user, input);
  return { status: 'pending' };
}

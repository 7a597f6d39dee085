/**
 * What the modules contribute to one application, made per instance by buildApp and filled from each entry of
 * modules/index.ts as it registers (docs/architecture.md "Server module shape"). Two apps built in one process
 * (every test file builds several) each have their own, so an entry one adds is never seen by the other.
 * Like index.ts this file is the composition root: it may name every module's contribution types.
 */
import type { ChatContextType, ReviewKind } from '@app/contract';
import type { Job } from '../core/jobs.ts';
import type { AnyReviewKindHandler } from './admin/review/review-registry.ts';
import type { MemberRequestHook } from './auth/require-member.ts';
import type { ChatContextResolver } from './chat/chat-context.ts';
import type { ShopDeletionCheck } from './labels/deletion-checks.ts';
import type { ShopFacts } from './labels/shop-facts.ts';
import type { NoticeChannel } from './notices/notice-channels.ts';
import { CORE_SETTINGS, type SettingDefinition } from './settings/settings.registry.ts';
import type { AppToUserPaymentsFactory } from './wallet/app-to-user.ts';

export interface ModuleRegistry {
  /** background jobs by name (core/jobs.ts) */
  jobs: Map<string, Job>;
  /** the console's review queues (admin/review/review-registry.ts) */
  reviewKinds: Map<ReviewKind, AnyReviewKindHandler>;
  /** chat context cards by type (chat/chat-context.ts) */
  chatContexts: Map<ChatContextType, ChatContextResolver>;
  /** ways notices leave besides the list and the socket, by name (notices/notice-channels.ts) */
  noticeChannels: Map<string, NoticeChannel>;
  /** work on every signed-in member request, by name (auth/require-member.ts) */
  memberRequestHooks: Map<string, MemberRequestHook>;
  /** checks before a member deletes a shop label, by name (labels/deletion-checks.ts) */
  shopDeletionChecks: Map<string, ShopDeletionCheck>;
  /** what the map asks of shops (labels/shop-facts.ts); set by the shop module */
  shopFacts?: ShopFacts;
  /** the Pi Platform's app-to-user payments, by module (wallet/app-to-user.ts) */
  appToUserPayments: Map<string, AppToUserPaymentsFactory>;
  /** every setting definition: the app-wide ones (settings.registry.ts) and each entry's `settings` */
  settings: Record<string, SettingDefinition>;
}

export function createRegistry(): ModuleRegistry {
  return {
    jobs: new Map(),
    reviewKinds: new Map(),
    chatContexts: new Map(),
    noticeChannels: new Map(),
    memberRequestHooks: new Map(),
    shopDeletionChecks: new Map(),
    appToUserPayments: new Map(),
    settings: { ...CORE_SETTINGS },
  };
}

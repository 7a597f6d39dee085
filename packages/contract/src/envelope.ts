/** The reply envelope and list page of docs/api.md "Conventions". */
import { z } from 'zod';
import { wholeNumber } from './fields.ts';
import { LIMITS } from './limits.ts';

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('1 success, 0 refusal, 401 authentication'),
    msg: z.string(),
    time: z.string().describe('unix seconds'),
    data,
  });
}

export const emptyData = z.object({}).strict();
export const errorEnvelope = envelope(z.null());

export type Envelope<T> = { code: number; msg: string; time: string; data: T };

export const pageQuery = z.object({
  page: wholeNumber(z.number().int().min(1)).default(1),
  limit: wholeNumber(z.number().int().min(1).max(LIMITS.pageSizeMax)).default(LIMITS.pageSizeDefault),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(item),
  });
}
export type ListPage<T> = { total: number; per_page: number; current_page: number; last_page: number; data: T[] };

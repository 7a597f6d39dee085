/** The shape of one entry of the route map (routes.ts), and the few schemas only the map needs. */
import { z } from 'zod';
import { REVIEW_KINDS } from './admin.ts';

/** One path: a JSON body (POST) or a query string (GET, docs/api.md marks the few), and the envelope's data. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  reply: z.ZodType;
}

/** Uploads read the multipart stream in the handler; there is no JSON body to validate. */
export const multipartBody = z.unknown().describe('multipart/form-data with one part named `file`');

export const reviewKindsReply = z.object({
  kinds: z.array(z.enum(REVIEW_KINDS)),
  pending: z.record(z.string(), z.number().int()).describe('items waiting in each registered queue, by kind'),
});

/**
 * Reply serialization (read-path speed, bench/README.md; docs/api.md "Conventions" envelope). The zod provider's
 * serializer re-validates every reply at runtime, ~8% of a read's CPU in the bench profile. In production
 * each route's reply schema is compiled once into fast-json-stringify from its JSON Schema: like zod it
 * writes only the declared fields (nothing a presenter leaves on a row leaks), but without re-checking them.
 * Under test the zod serializer still decides the reply, and the fast one must agree with it, so the
 * contract stays checked where it matters and the production path is exercised by the same suites.
 */
import { deepStrictEqual } from 'node:assert';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** fast-json-stringify for a reply schema, or undefined when its JSON Schema cannot say what zod checks. */
function fastSerializer(schema: z.ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

export function replySerializerCompiler(checkWithZod: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route) as Serialize;
    const fast = route.schema instanceof z.ZodType ? fastSerializer(route.schema) : undefined;
    if (!fast) return checked;
    if (!checkWithZod) return fast;
    return (data) => {
      const reply = checked(data);
      deepStrictEqual(JSON.parse(fast(data)), JSON.parse(reply), `fast reply serializer disagrees with zod on ${route.url}`);
      return reply;
    };
  };
}

/** OpenAPI generated from the zod route schemas, served at /api/openapi.json and as a page at /api/docs. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@app/contract';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pi Community API',
        version: APP_VERSION,
        description:
          'Every reply is the envelope { code, msg, time, data }: code 1 success, 0 a refusal with msg in the request language, 401 sign in again. Send the member token in the `token` header and the language in Accept-Language.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

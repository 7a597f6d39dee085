import type { FastifyInstance } from 'fastify';

export async function uploadRoutes(app: FastifyInstance) {
  void app;
}

// The ceiling of the HTTP benchmark (`npm run bench`, bench/README.md): bare Fastify answering every POST with a fixed
// JSON envelope — no database, no validation, no logging. Plain JavaScript so nothing but Node and Fastify runs.
// Usage: node ceiling-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const reply = { code: 1, msg: 'ok', time: '0', data: { ok: true } };
app.post('/*', async () => reply);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });

// A free loopback TCP port for a server a test or benchmark starts (the server, Redis, PostgreSQL, a proxy).
import net from 'node:net';

/** Asks the kernel for an unused port on 127.0.0.1 and releases it for the caller to listen on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

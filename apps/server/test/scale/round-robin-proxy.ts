/**
 * The load balancer of the scale-out test (README "Deployment"): a small reverse proxy on loopback that hands each HTTP
 * request and each websocket upgrade to the next instance in turn, adds X-Forwarded-For (the instances run
 * with TRUST_PROXY) and answers with `x-instance: <index>` so a test can see which instance served it.
 * Built on node:http alone: the test needs nothing a real proxy (nginx, HAProxy) would do beyond this.
 */
import http from 'node:http';
import net from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

function forwardedFor(request: http.IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '127.0.0.1';
  const earlier = request.headers['x-forwarded-for'];
  return earlier ? `${earlier}, ${client}` : client;
}

export async function startRoundRobinProxy(targets: string[]): Promise<Proxy> {
  const upstreams = targets.map((target) => new URL(target));
  let next = 0;
  const tunnels = new Set<net.Socket>();
  const pick = () => {
    const index = next++ % upstreams.length;
    return { index, upstream: upstreams[index]! };
  };

  const server = http.createServer((request, response) => {
    const { index, upstream } = pick();
    const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-instance': String(index) });
      response.end();
    });
    request.pipe(outgoing);
  });

  // A websocket upgrade is relayed as raw bytes once the request head has been replayed to the instance.
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { upstream } = pick();
    const backend = net.connect(Number(upstream.port), upstream.hostname, () => {
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      backend.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    tunnels.add(client).add(backend);
    const end = () => {
      tunnels.delete(client);
      tunnels.delete(backend);
      backend.destroy();
      client.destroy();
    };
    backend.on('error', end);
    client.on('error', end);
    backend.on('close', end);
    client.on('close', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

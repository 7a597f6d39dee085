/**
 * The BUILT server of a checkout (apps/server/dist/main.js of `root`) on a new embedded database with the demo
 * data, for the browser benchmarks (lighthouse.ts, long-tasks.ts): what `npm start` serves, on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@app/test-support';

export interface Server {
  root: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
}

export async function startBuiltServer(root: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true' },
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const ready = await fetch(`${base}/api/common/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { root, base, child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the built server did not start within 60 s');
}

export function stopBuiltServer(server: Server): void {
  process.kill(-server.child.pid!, 'SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

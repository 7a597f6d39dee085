// A real local EVM node for the deposit tests (Hardhat 2's `hardhat node`, which runs on Node 20) and the
// test ERC-20 (evm/TestToken.sol, compiled into evm/test-token.json). Only plain JSON-RPC is used here, so
// every harness can share it without an Ethereum library of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const TOKEN = JSON.parse(fs.readFileSync(path.join(here, 'evm', 'test-token.json'), 'utf8'));

/** Hardhat's first default account: unlocked on the node, it deploys the token and holds its supply. */
export const EVM_FUNDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

export async function evmRpc(url, method, params = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function waitForNode(url, child, log) {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`hardhat node exited: ${log.join('')}`);
    try {
      return await evmRpc(url, 'eth_chainId');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`hardhat node did not answer: ${log.join('')}`);
}

/** Starts a node on a free loopback port; stop() may be called more than once. */
export async function startEvmNode() {
  const port = await freePort();
  const cli = path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'cli.js');
  const child = spawn(
    process.execPath,
    [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port), '--config', path.join(here, 'evm', 'hardhat.config.cjs')],
    {
      cwd: path.join(here, '..'),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = [];
  const keep = (chunk) => log.push(String(chunk).slice(0, 500)) > 20 && log.shift();
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  try {
    await waitForNode(url, child, log);
  } catch (err) {
    stop();
    throw err;
  }
  return { url, stop };
}

async function receiptOf(url, hash) {
  for (let i = 0; i < 100; i += 1) {
    const receipt = await evmRpc(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`transaction ${hash} was not mined`);
}

/** Deploys the test token from EVM_FUNDER; returns its address. */
export async function deployTestToken(url) {
  const hash = await evmRpc(url, 'eth_sendTransaction', [{ from: EVM_FUNDER, data: TOKEN.bytecode, gas: '0x200000' }]);
  return (await receiptOf(url, hash)).contractAddress;
}

const word = (hex) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

/** Sends `units` (the token's smallest unit) from EVM_FUNDER to `to`; returns the mined receipt. */
export async function sendTestToken(url, token, to, units) {
  // transfer(address,uint256)
  const data = `0xa9059cbb${word(to)}${word(BigInt(units).toString(16))}`;
  const hash = await evmRpc(url, 'eth_sendTransaction', [{ from: EVM_FUNDER, to: token, data, gas: '0x100000' }]);
  return receiptOf(url, hash);
}

/** Mines `count` empty blocks. */
export async function mineBlocks(url, count) {
  await evmRpc(url, 'hardhat_mine', [`0x${count.toString(16)}`]);
}

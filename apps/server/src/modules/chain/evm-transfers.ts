/**
 * Reading token transfers from an EVM node over JSON-RPC (viem's public client): the head block, the
 * transactions in a block range that sent a watched token to members' addresses (Transfer logs filtered by
 * the indexed `to` topic), and the transfers one transaction made, from its receipt.
 *
 * A transfer is named by its transaction hash and its position among the transaction's logs. The
 * block-wide `logIndex` would change when a reorganization puts the same transaction into another block;
 * the position within the transaction does not, so a re-included transfer is still the same transfer.
 */
import {
  createPublicClient,
  decodeEventLog,
  http,
  parseAbiItem,
  TransactionReceiptNotFoundError,
  type Hex,
  type PublicClient,
} from 'viem';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

const clients = new Map<string, PublicClient>();

/** One client per RPC URL for the life of the process. */
export function evmClient(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) });
    clients.set(rpcUrl, client);
  }
  return client;
}

export interface TokenTransfer {
  /** the log's position within its transaction */
  position: number;
  /** token contract, lower case */
  token: string;
  /** recipient, lower case */
  to: string;
  value: bigint;
}

export interface MinedTransfers {
  blockNumber: number;
  blockHash: string;
  transfers: TokenTransfer[];
}

export async function headBlock(client: PublicClient): Promise<number> {
  return Number(await client.getBlockNumber({ cacheTime: 0 }));
}

/** The ERC-20 transfers of a mined, successful transaction; undefined when the node has no receipt for it. */
export async function transfersInTx(client: PublicClient, hash: string): Promise<MinedTransfers | undefined> {
  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash: `0x${hash}` as Hex });
  } catch (err) {
    if (err instanceof TransactionReceiptNotFoundError) return undefined;
    throw err;
  }
  const transfers: TokenTransfer[] = [];
  if (receipt.status === 'success') {
    receipt.logs.forEach((log, position) => {
      if (log.topics.length !== 3) return;
      try {
        const { args } = decodeEventLog({ abi: [TRANSFER], data: log.data, topics: log.topics });
        transfers.push({ position, token: log.address.toLowerCase(), to: args.to.toLowerCase(), value: args.value });
      } catch {
        // another event of the same shape: not a transfer
      }
    });
  }
  return { blockNumber: Number(receipt.blockNumber), blockHash: receipt.blockHash, transfers };
}

/** Transactions (hashes without 0x, lower case) in [from, to] that sent one of `tokens` to one of `recipients`. */
export async function transferTxsInRange(
  client: PublicClient,
  q: { tokens: string[]; recipients: string[]; from: number; to: number },
): Promise<string[]> {
  const hashes = new Set<string>();
  // Topic filters are OR-lists sent in the request; nodes limit their size, so recipients go in slices.
  for (let i = 0; i < q.recipients.length; i += 200) {
    const logs = await client.getLogs({
      address: q.tokens as Hex[],
      event: TRANSFER,
      args: { to: q.recipients.slice(i, i + 200) as Hex[] },
      fromBlock: BigInt(q.from),
      toBlock: BigInt(q.to),
    });
    for (const log of logs) if (log.transactionHash) hashes.add(log.transactionHash.slice(2).toLowerCase());
  }
  return [...hashes];
}

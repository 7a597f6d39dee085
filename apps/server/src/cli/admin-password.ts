/**
 * `npm run admin:password -- <name>`: sets an operator's password on the database the server would use
 * (DATABASE_URL, else SQLite in DATA_DIR — the same configuration as `npm start`). The password comes from
 * ADMIN_PASSWORD, else from standard input when it is piped, else from a prompt that does not echo. Prints
 * one line; exits 1 on a refusal.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { MIN_ADMIN_PASSWORD, setAdminPassword } from '../modules/admin/set-admin-password.ts';

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** A prompt without echo: raw mode, Enter ends, Backspace deletes, Ctrl-C aborts. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(question);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\u0003') process.exit(130);
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return readPiped();
  const first = await prompt('New password: ');
  const second = await prompt('Repeat it: ');
  return first === second ? first : '';
}

async function main(): Promise<number> {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run admin:password -- <operator name>');
    return 1;
  }
  const password = await readPassword();
  // ADMIN_PASSWORD here is this command's input, not the bootstrap pair loadConfig checks for.
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const result = await setAdminPassword(database.db, username, password);
    if (result.outcome === 'refused') {
      console.error(
        result.reason === 'password'
          ? `Password not changed: it must be at least ${MIN_ADMIN_PASSWORD} characters (and typed the same twice).`
          : 'Password not changed: the operator name must be 3 to 50 characters.',
      );
      return 1;
    }
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    const what = result.outcome === 'created' ? 'created with the new password' : 'has a new password (signed out everywhere)';
    console.log(`Operator "${result.username}" ${what} on ${where}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Password not changed: ${(err as Error).message}`);
    process.exit(1);
  },
);

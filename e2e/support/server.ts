/**
 * Where the built server of this run is (support/global-setup.ts starts it once): the global setup puts its
 * address and data directory in the environment, which every Playwright worker inherits.
 */
export const ADMIN = { username: 'e2eadmin', password: 'E2eAdmin12345' };

export const SERVER_ENV = { baseUrl: 'E2E_BASE_URL', dataDir: 'E2E_DATA_DIR' } as const;

function fromEnvironment(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the browser tests with \`npx playwright test\` (its global setup starts the server).`,
    );
  return value;
}

/** The built server's origin, e.g. http://127.0.0.1:41234. */
export const baseUrl = () => fromEnvironment(SERVER_ENV.baseUrl);

/** The server's DATA_DIR (its outbox of mail, support/mail.ts). */
export const dataDir = () => fromEnvironment(SERVER_ENV.dataDir);

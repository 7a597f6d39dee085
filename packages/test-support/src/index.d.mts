/** A free loopback TCP port (src/ports.mjs). */
export function freePort(): Promise<number>;

/** The system Chromium: CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser (src/chromium.mjs). */
export function findChromium(): string | undefined;
/** findChromium(), or an error that says how to provide one. */
export function chromiumPath(): string;
/** The flags every harness starts Chromium with. */
export const CHROMIUM_ARGS: readonly string[];

/** A directory with initdb, pg_ctl and postgres, and the server's version line (src/postgres.mjs). */
export function findPostgres(): { dir: string; version: string } | undefined;
/** A throwaway PostgreSQL on a free loopback port; stop() may be called more than once. */
export function startPostgres(binDir: string, options?: { durable?: boolean }): Promise<{ url: string; stop(): void }>;

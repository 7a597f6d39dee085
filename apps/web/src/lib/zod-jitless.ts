/**
 * The server's Content-Security-Policy has no 'unsafe-eval' (docs/reliability.md "Security"). zod probes
 * `Function('')` to compile object parsers, which the browser reports as a CSP violation; its interpreted parsers
 * serve our forms well. The entry's first import: no screen that builds a schema (they all load after the entry,
 * docs/architecture.md "No schemas before the first paint") runs before it, and the HTML waits for no script
 * before its first paint.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

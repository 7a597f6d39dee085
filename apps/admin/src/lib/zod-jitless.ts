// The server's Content-Security-Policy has no 'unsafe-eval' (docs/reliability.md "Security"). zod probes
// `Function('')` to compile object parsers, which the browser reports as a CSP violation; its interpreted parsers
// serve the console's forms well. The object is changed in place, so this works whether zod's module ran before or
// after it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

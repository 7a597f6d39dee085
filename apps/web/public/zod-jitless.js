// The server's Content-Security-Policy has no 'unsafe-eval' (docs/reliability.md "Security"). zod probes
// `Function('')` to compile object parsers, which the browser reports as a CSP violation; its interpreted parsers
// serve our forms well. A classic script, so it runs before the bundle builds any schema (zod reads this global
// config).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

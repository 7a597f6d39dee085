#!/usr/bin/env bash
# CI's release check (docs/deployment.md "Check a release"): the archive from `npm run release` is unpacked in an empty
# temporary folder, far from this repository, and started with a clean environment (only node on PATH) on a free
# port and a new SQLite DATA_DIR. It must answer /ready, serve the member app and the console, sign in the operator
# it was given (ADMIN_USERNAME/ADMIN_PASSWORD), write a backup with its own `backup` command while it runs, restore
# it into a new DATA_DIR, and stop on SIGTERM. Usage: scripts/release-check.sh [archive] (default: the newest in release/).
set -euo pipefail
cd "$(dirname "$0")/.."
archive=${1:-$(ls -t release/pi-community-*.tar.gz 2>/dev/null | head -1)}
[ -n "$archive" ] && [ -f "$archive" ] || { echo "release check: no archive (run npm run release first)"; exit 1; }
archive=$(realpath "$archive")
node_bin=$(dirname "$(command -v node)")
work=$(mktemp -d)
server=""
finish() {
  status=$?
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  [ $status -eq 0 ] || { echo "release check failed; server log:"; tail -20 "$work/server.log" 2>/dev/null || true; }
  rm -rf "$work"
}
trap finish EXIT
started=$(date +%s)

mkdir "$work/app"
tar -xzf "$archive" -C "$work/app"
app=$(echo "$work"/app/pi-community-*)
for dir in "$work" /tmp /; do
  [ ! -e "$dir/node_modules" ] || { echo "release check: $dir/node_modules would let the release find packages outside it"; exit 1; }
done
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
password="Release-$(node -e 'console.log(require("crypto").randomBytes(9).toString("base64url"))')"
# Nothing of this shell's environment: only node on PATH, and the variables a deployment sets; started from the
# empty folder, so nothing of the repository is near.
cd "$work"
run() {
  env -i PATH="$node_bin:/usr/bin:/bin" HOME="$work" HOST=127.0.0.1 PORT="$port" DATA_DIR="$1" \
    ADMIN_USERNAME=release ADMIN_PASSWORD="$password" DEMO_DATA=0 LOG_LEVEL=warn "${@:2}"
}
# Not through run(): a function in the background is a subshell, and SIGTERM must reach the server itself.
env -i PATH="$node_bin:/usr/bin:/bin" HOME="$work" HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" \
  ADMIN_USERNAME=release ADMIN_PASSWORD="$password" DEMO_DATA=0 LOG_LEVEL=warn "$app/pi-community" start >"$work/server.log" 2>&1 &
server=$!

check() {
  node --input-type=module -e "$1" "$port" "$password"
}
check '
const [port, password] = process.argv.slice(1);
const base = `http://127.0.0.1:${port}`;
const until = Date.now() + 60_000;
let ready;
while (Date.now() < until) {
  ready = await fetch(`${base}/ready`).catch(() => undefined);
  if (ready?.status === 200) break;
  await new Promise((r) => setTimeout(r, 250));
}
if (ready?.status !== 200) throw new Error(`/ready did not answer 200 within 60 s (${ready?.status ?? "no answer"})`);
for (const page of ["/", "/admin/"]) {
  const res = await fetch(base + page);
  const html = await res.text();
  if (res.status !== 200 || !html.includes("<div id=\"root\"")) throw new Error(`${page} is not the built app (${res.status})`);
}
const login = await fetch(`${base}/api/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "release", password }),
}).then((r) => r.json());
if (login.code !== 1 || !login.data?.token) throw new Error(`operator sign-in failed: ${JSON.stringify(login)}`);
console.log(`release check: /ready 200, member app and console served, operator signed in (port ${port})`);
'
run "$work/data" "$app/pi-community" backup "$work/backup"
kill -TERM "$server"
wait "$server" || { echo "release check: the server did not stop cleanly on SIGTERM"; exit 1; }
server=""
run "$work/restored" "$app/pi-community" restore "$work/backup"
echo "release check: passed in $(($(date +%s) - started)) s ($(basename "$archive"), $(du -m "$archive" | cut -f1) MB)"

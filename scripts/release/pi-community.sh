#!/bin/sh
# The release's one entry (docs/deployment.md "The release archive"), with the same environment variables as
# `npm start` (README "Configuration"):
#   ./pi-community start                  the server (API, member app at /, console at /admin/)
#   ./pi-community backup <folder>        a consistent backup while the server runs
#   ./pi-community restore <folder>       into an empty DATA_DIR or empty database, then migrations up
#   ./pi-community admin-password <name>  a new operator password
# DATA_DIR defaults to ./data of the directory it is started from, never of this folder, so an upgrade can replace
# the folder whole.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)

if ! command -v node >/dev/null 2>&1; then
  echo "pi-community: Node.js 20 (20.19 or newer) is needed and no node is on PATH" >&2
  exit 1
fi
# better-sqlite3's native module in node_modules is built for one Node ABI (@ABI@ = Node 20).
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(process.versions.modules === "@ABI@" && (a > 20 || b >= 19) ? 0 : 1)'; then
  echo "pi-community: this release is built for Node.js 20.19+ (ABI @ABI@); found $(node -v)" >&2
  exit 1
fi

command=${1:-start}
[ $# -gt 0 ] && shift
case "$command" in
  start) exec node --enable-source-maps "$here/apps/server/dist/main.js" "$@" ;;
  backup | restore | admin-password) exec node "$here/apps/server/dist/cli/$command.js" "$@" ;;
  *)
    echo "usage: pi-community [start | backup <folder> | restore <folder> | admin-password <name>]" >&2
    exit 1
    ;;
esac

#!/usr/bin/env bash
# Installs the workspace's npm dependencies with `npm ci` when node_modules is missing or older
# than package-lock.json. Silent when they are up to date.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

required_node=20.19.0
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "ensure-node-deps: Node.js >= $required_node and npm are required" >&2
  exit 1
fi
if ! node -e '
  const [a, b] = process.argv[1].split(".").map(Number);
  const [x, y] = process.versions.node.split(".").map(Number);
  process.exit(x > a || (x === a && y >= b) ? 0 : 1);
' "$required_node"; then
  echo "ensure-node-deps: Node.js >= $required_node is required, found $(node -v)" >&2
  exit 1
fi

# npm writes node_modules/.package-lock.json at the end of every install: when it is missing the
# last install did not finish, and when it is older than the lock file the lock file has moved on.
marker=node_modules/.package-lock.json
if [ -f "$marker" ] && ! [ package-lock.json -nt "$marker" ]; then
  exit 0
fi

echo "ensure-node-deps: running npm ci (about a minute and a half: better-sqlite3 compiles from source)"
if npm ci --no-audit --no-fund --loglevel=error </dev/null; then
  exit 0
fi
# npm ci refuses a lock file that lacks an optional package of another platform, and the registry
# reachable here does not serve every platform's build of every package, so such a lock cannot be
# completed here. npm install still honours the lock's versions; say loudly that it was needed.
echo "ensure-node-deps: WARNING: npm ci failed (see above); installing with npm install --no-save instead." >&2
echo "ensure-node-deps: WARNING: fix package-lock.json so that npm ci passes on a fresh clone." >&2
npm install --no-save --no-audit --no-fund --loglevel=error </dev/null

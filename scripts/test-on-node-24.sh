#!/usr/bin/env bash
# The unit and server tests under Node 24, beside the Node 20 run, without touching its node_modules.
# Node 24 comes from the npm registry (the node-<platform>-<arch> package: the official build with its
# headers), the project is copied to a temp dir with node_modules hard-linked, and only better-sqlite3
# (the one addon built against one Node's ABI; argon2 uses Node-API) is copied for real and rebuilt
# against Node 24's headers there. Prebuilt binaries cannot be downloaded here, so it builds from source.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
VERSION=${NODE_24_VERSION:-24}
WORK=$(mktemp -d /tmp/priyom-node24-XXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)

PACKAGE="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$WORK/node" "$PACKAGE@$VERSION" >/dev/null
NODE_HOME="$WORK/node/node_modules/$PACKAGE"
echo "node 24: $("$NODE_HOME/bin/node" --version)"

mkdir "$WORK/project"
tar -C "$ROOT" --exclude=./node_modules --exclude=./.git --exclude=./dist --exclude=./build -cf - . |
  tar -C "$WORK/project" -xf -
cp -al "$ROOT/node_modules" "$WORK/project/node_modules"
rm -rf "$WORK/project/node_modules/better-sqlite3"
cp -a "$ROOT/node_modules/better-sqlite3" "$WORK/project/node_modules/better-sqlite3"
GYP="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
# Under `npm run`, npm exports its own nodedir setting (this machine's npm config names Node 20's
# headers) as npm_config_nodedir, which node-gyp reads before its --nodedir flag: without the unset the
# addon was built for Node 20 again (NODE_MODULE_VERSION 115) and every SQLite suite failed to load it.
(cd "$WORK/project/node_modules/better-sqlite3" && rm -rf build &&
  env -u npm_config_nodedir -u NPM_CONFIG_NODEDIR PATH="$NODE_HOME/bin:$PATH" node "$GYP" rebuild --release --nodedir="$NODE_HOME" --jobs=2 --loglevel=error >/dev/null)
echo "better-sqlite3 built for node 24 in $(($(date +%s) - started)) s"

# The tests start child servers with process.execPath: they run on Node 24 too.
cd "$WORK/project"
status=0
PATH="$NODE_HOME/bin:$PATH" TMPDIR="$WORK" node node_modules/vitest/vitest.mjs run || status=$?
echo "node 24 tests took $(($(date +%s) - started)) s, exit $status"
exit "$status"

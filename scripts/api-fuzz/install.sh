#!/usr/bin/env bash
# Installs the pinned OpenAPI fuzzer (schemathesis) into the project-local virtualenv, .venv/, after
# the emulator (npm run emulator:install creates it). Idempotent: does nothing when the pinned
# requirements are already installed. Two `npm test` on one clone install one after the other.
set -euo pipefail
cd "$(dirname "$0")/../.."

requirements=scripts/api-fuzz/requirements.txt
venv=.venv
stamp="$venv/.api-fuzz-requirements.sha256"
wanted=$(sha256sum "$requirements" | cut -d' ' -f1)

installed() { [ -x "$venv/bin/schemathesis" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; }

if installed; then
  echo "Outil de test de l'API déjà installé ($venv)."
  exit 0
fi
if [ ! -x "$venv/bin/pip" ]; then
  echo "Le virtualenv $venv manque : lancez d'abord \`npm run emulator:install\`." >&2
  exit 1
fi

exec 9>"$venv.lock"
flock 9
installed && exit 0
echo "Installation de l'outil de test de l'API (schemathesis) dans $venv..."
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
echo "$wanted" > "$stamp"
echo "Outil de test de l'API installé."

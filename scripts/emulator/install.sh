#!/usr/bin/env bash
# Installs the pinned AWS emulator (moto in server mode) and cfn-lint into a project-local virtualenv,
# .venv/.
# Idempotent: does nothing when the pinned requirements are already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

requirements=scripts/emulator/requirements.txt
venv=.venv
stamp="$venv/.requirements.sha256"
wanted=$(sha256sum "$requirements" | cut -d' ' -f1)

installed() { [ -x "$venv/bin/moto_server" ] && [ -x "$venv/bin/cfn-lint" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; }

if installed; then
  echo "Émulateur AWS déjà installé ($venv)."
  exit 0
fi

# Two `npm test` started at once on a fresh clone would build the same virtualenv together: the
# second waits for the first, then finds it installed.
exec 9>"$venv.lock"
flock 9
installed && exit 0

python=${PYTHON:-python3}
if ! "$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)'; then
  echo "Python >= 3.10 est requis pour l'émulateur AWS (moto)." >&2
  exit 1
fi

echo "Installation de l'émulateur AWS (moto[server]) et de cfn-lint dans $venv..."
"$python" -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
echo "$wanted" > "$stamp"
echo "Émulateur AWS installé."

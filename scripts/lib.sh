# Helpers shared by the project's scripts (sourced, not run): the project's folders, .env, logging,
# waiting, background processes with pid files, and system packages.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DATA="$ROOT/.data"
PIDS="$DATA/pids"
LOGS="$DATA/logs"
NODE="$ROOT/node_modules/.bin/node"
# The API's V8 heap: a 16 MB young generation and a 128 MB old one (its live data stays under
# 100 MB) keep a busy API under 300 MB; V8 otherwise sizes both from the machine's memory and
# collects late (350 MB and more under load, docs/benchmarks.md).
API_NODE_FLAGS=(--max-semi-space-size=16 --max-old-space-size=128)
# glibc's malloc raises its mmap threshold each time a large block is freed, so after one sign-in
# (argon2id's 19 MiB) such blocks come from the heap and stay in the process: 40 sign-ins left the
# API at 350 MB. A fixed threshold hands every block of 1 MiB or more back when freed (250 MB).
export MALLOC_MMAP_THRESHOLD_=1048576
mkdir -p "$PIDS" "$LOGS"

log() { printf '\033[32m›\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m✗ %s\033[0m\n' "$*" >&2; exit 1; }

# Reads .env (made from .env.example when missing). Variables already set in the environment win,
# so `DB_PORT=3307 make up` and CI settings override the file.
load_env() {
  [ -f "$ROOT/.env" ] || { cp "$ROOT/.env.example" "$ROOT/.env"; log "created .env from .env.example"; }
  local line key value
  while IFS= read -r line || [ -n "$line" ]; do
    [[ "$line" =~ ^[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key=${BASH_REMATCH[1]}
    value=${BASH_REMATCH[2]}
    value=${value%\"}; value=${value#\"}
    [ -n "${!key+set}" ] || export "$key=$value"
  done <"$ROOT/.env"
  : "${DB_HOST:=127.0.0.1}" "${DB_PORT:=3306}" "${DB_USER:=root}" "${DB_PASSWORD:=}" "${DB_NAME:=plantry}"
  : "${REDIS_HOST:=127.0.0.1}" "${REDIS_PORT:=6379}" "${REDIS_PASSWORD:=}"
  : "${SMTP_HOST:=127.0.0.1}" "${SMTP_PORT:=1025}" "${MAILDEV_WEB_PORT:=1080}" "${PORT:=3000}"
  export DB_HOST DB_PORT DB_USER DB_PASSWORD DB_NAME REDIS_HOST REDIS_PORT REDIS_PASSWORD
  export SMTP_HOST SMTP_PORT MAILDEV_WEB_PORT PORT
}

port_open() { (exec 3<>"/dev/tcp/$1/$2") >/dev/null 2>&1; }

# wait_for DESCRIPTION SECONDS COMMAND...: polls the command every 0.25 s.
wait_for() {
  local what=$1 seconds=$2 i
  shift 2
  for ((i = 0; i < seconds * 4; i++)); do
    "$@" && return 0
    sleep 0.25
  done
  die "$what did not answer within ${seconds}s (see $LOGS)"
}

pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# start_background NAME COMMAND...: runs the command detached, output to .data/logs/NAME.log.
start_background() {
  local name=$1
  shift
  nohup setsid "$@" >>"$LOGS/$name.log" 2>&1 </dev/null &
  echo $! >"$PIDS/$name.pid"
}

# stop_pid NAME: TERM, then KILL after 20 s, for the process of .data/pids/NAME.pid.
stop_pid() {
  local file="$PIDS/$1.pid" pid i
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  if kill -0 "$pid" 2>/dev/null; then
    log "stopping $1 (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 80; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  fi
  rm -f "$file"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    die "need root to run: $* (install it yourself, or run as root)"
  fi
}

APT_UPDATED=
apt_install() {
  command -v apt-get >/dev/null || die "cannot install $* here: no apt-get. Install it yourself, or use docker/compose.yml."
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  log "installing $* from the system's packages"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

#!/usr/bin/env bash
# `npm test`: typecheck, lint, content check, build the export, all Playwright projects (Chromium against
# Debian's nginx serving out/ with the generated deploy/nginx.conf, then Firefox ESR and WebKitGTK), HTML
# validation (beside the nginx project), JS budgets.
# Finds a Chromium by itself ($CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own) and
# tries to install one when there is none.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed in a table at the end (and when a step fails).
started=$SECONDS
step_names=()
step_starts=()
step() {
  step_names+=("$*")
  step_starts+=("$SECONDS")
  printf '\n==> %s\n' "$*"
}
step_times() {
  local i end
  printf '\nStep times:\n'
  for i in "${!step_names[@]}"; do
    end=${step_starts[$((i + 1))]:-$SECONDS}
    printf '  %5d s  %s\n' "$((end - step_starts[i]))" "${step_names[$i]}"
  done
  printf '  %5d s  in all\n' "$((SECONDS - started))"
}
trap step_times EXIT

# Side by side: each is one process on one core, and neither writes anything the other reads.
step 'Typecheck (tsc --noEmit) and lint (eslint), side by side'
npm run typecheck &
typecheck=$!
lint_status=0
npm run lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
if ((typecheck_status != 0 || lint_status != 0)); then
  echo "Typecheck exit $typecheck_status, lint exit $lint_status" >&2
  exit 1
fi

step 'Route twins (every page in the four trees)'
npx tsx tools/mirror-trees.ts --check

# The build checks the content first (English and Arabic; a bad file stops it with the file and JSON path).
step 'Content check and build of the static export into out/'
# tsc has just checked every file: next build need not run the same check again (next.config.ts).
TYPECHECKED=1 npm run build

# Prints the Chromium the e2e project will launch if it is installed, or nothing (see tools/browser.ts).
find_browser() { npx tsx tools/browser.ts 2>/dev/null || true; }

step 'Find a browser for the e2e tests'
browser="$(find_browser)"
if [[ -z "$browser" && -n "${CHROMIUM_PATH:-}" ]]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: fix it or unset it." >&2
  exit 1
fi
if [[ -z "$browser" ]]; then
  echo 'No Chromium found: trying npx playwright install chromium'
  # Bounded: the download host may be unreachable from here.
  timeout 600 npx playwright install chromium || echo 'npx playwright install chromium failed.'
  browser="$(find_browser)"
fi
if [[ -z "$browser" && "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Trying Debian's chromium: apt-get install -y chromium"
  { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; } || echo 'apt-get install chromium failed.'
  browser="$(find_browser)"
fi
if [[ -z "$browser" ]]; then
  cat >&2 <<'MSG'
No Chromium for the e2e tests. Do one of:
  - install Debian's: sudo apt-get install -y chromium   (gives /usr/bin/chromium)
  - point CHROMIUM_PATH at a Chromium or Chrome binary
  - npx playwright install chromium   (needs access to Playwright's download host)
MSG
  exit 1
fi
echo "Using $browser"

# The site as deployed: Debian's nginx with the generated deploy/nginx.conf over out/, on 127.0.0.1:80 and
# :443 with a certificate made for the run (e2e/nginx/server.ts; as root). The e2e project runs against it
# through BASE_URL (the behaviour specs and the page sweep, each failing on a policy violation in the
# console), then the nginx project checks what nginx sends and has the MDN HTTP Observatory grade it.
step 'Start nginx with deploy/nginx.conf over out/ (and the Observatory scanner)'
if ! command -v nginx >/dev/null && [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx and its Brotli modules"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter
fi
# The scanner and the other packages kept apart from the site, in case the install skipped its postinstall.
node tools/install-apart.mjs
stop_nginx() { npx tsx e2e/nginx/server.ts stop || true; }
trap 'stop_nginx; step_times' EXIT
npx tsx e2e/nginx/server.ts start

step 'Playwright tests (unit, and e2e and look against nginx)'
status=0
BASE_URL=https://127.0.0.1 npx playwright test --project=unit --project=diagnosis --project=e2e --project=look || status=$?

# Side by side: the Nu Html Checker is a Java process over out/, the nginx project mostly waits on nginx.
step 'Valid HTML (Nu Html Checker over out/, needs Java) and the nginx project (what nginx sends, the Observatory grade), side by side'
validate_log=$(mktemp)
npm run validate:html > "$validate_log" 2>&1 &
validate=$!
PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/nginx npx playwright test --project=nginx \
  --output=test-results/nginx || status=$?
validate_status=0
wait "$validate" || validate_status=$?
cat "$validate_log"
rm -f "$validate_log"
if ((validate_status != 0)); then status=$validate_status; fi
stop_nginx

# The web editor on its own (see the editor project in playwright.config.ts), even when the step above
# failed; its report and failure traces go beside the others' instead of replacing them.
step 'Playwright tests (editor project, alone)'
# The sign-in test (e2e/site/cms-auth.spec.ts) runs the service in wrangler's local runtime: deploy/cms-auth/'s
# own package, installed with the site (tools/install-apart.mjs, run before the nginx step above).
PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/editor npx playwright test --project=editor \
  --output=test-results/editor || status=$?

# A phone photo uploaded in the editor, built into a second export (.photo-export/, from the pictures
# cache: only the new photo is processed) and checked in the browser; alone, as its build takes a core.
step 'Playwright tests (photo project: upload, second build, browser; alone)'
PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/photo npx playwright test --project=photo \
  --output=test-results/photo || status=$?

# Debian's Firefox ESR and WebKitGTK (e2e/engines/: every page type in both languages, the islands,
# the shop, early input, screenshots), one worker per engine; their report is playwright-report/engines/
# and their screenshots are in test-results/engines/<project>/. `.ci/run` installs the three packages.
step 'Playwright tests (firefox-esr and webkitgtk projects: Firefox ESR and WebKitGTK)'
missing=()
[[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]] || missing+=(firefox-esr)
[[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
if ((${#missing[@]} > 0)); then
  echo "Missing for the engine checks: ${missing[*]} (as root: apt-get install -y ${missing[*]})" >&2
  status=1
else
  PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/engines npx playwright test \
    --project=firefox-esr --project=webkitgtk --workers=2 || status=$?
fi
if ((status != 0)); then exit "$status"; fi

step 'JS budget per page'
npm run budget

# Alone, as its figures are times: each page's longest main-thread task against the bare Next page's.
step "Main thread: each page type's longest task against the bare Next page's (check:main-thread)"
npm run check:main-thread

step 'All checks passed'

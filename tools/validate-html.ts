/*
 * `npm run validate:html`: every HTML file of the export (out/, after `npm run build`) through the W3C
 * Nu Html Checker (`vnu-jar` from npm, run on Java) in one call, errors only. Prints the errors page
 * by page (line:column, message, the markup around it) and a total, and exits 1 on any error.
 * Java comes from `$JAVA`, `$JAVA_HOME/bin/java` or the PATH; run as root on Debian with none, it
 * installs `default-jre-headless` first (as tools/test.sh does for Chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportedHtml } from '../pipeline/security/headers';

/** One message of the checker's `--format json` output. */
export type NuMessage = {
  /** `error`, `info` (warnings are `info` with `subType: "warning"`) or `non-document-error`. */
  type: string;
  subType?: string;
  /** The checked file, as a `file:` URL. */
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
};

export type PageErrors = { page: string; errors: NuMessage[] };

/** The URL path a file of the export answers: `index.html` → `/`, `shop/index.html` → `/shop/`. */
export function pageOfFile(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

/**
 * Where the checker is behind the HTML standard: messages about markup the standard allows, each matched
 * on its message and on the exact markup, so nothing else is excused. Set aside and counted, not hidden.
 *
 * - `<link rel="expect" href="#content-end" blocking="render">` (components/layout/site-shell.tsx): render
 *   blocking until an element is parsed, in the standard since whatwg/html#9970 (2023, shipped in
 *   Chromium); vnu 26.9.27 still knows `blocking` on stylesheet links only.
 */
export const CHECKER_LAGS: { message: string; markup: string }[] = [
  {
    message:
      'A \u201clink\u201d element with a \u201cblocking\u201d attribute must have a \u201crel\u201d attribute whose value is \u201cstylesheet\u201d.',
    markup: '<link rel="expect" href="#content-end" blocking="render"/>',
  },
];

/** Whether a message is one of CHECKER_LAGS. */
export const isCheckerLag = (message: NuMessage) =>
  CHECKER_LAGS.some(
    (lag) => message.message === lag.message && (message.extract ?? '').includes(lag.markup),
  );

/** Whether a message fails the check: errors, and files the checker could not read. */
export const isError = (message: NuMessage) =>
  (message.type === 'error' || message.type === 'non-document-error') && !isCheckerLag(message);

/**
 * The errors grouped by page, pages in path order and each page's errors in line order. A message
 * without a file (the checker's own trouble) is filed under `(checker)`.
 */
export function groupByPage(messages: NuMessage[], outDir: string): PageErrors[] {
  const root = resolve(outDir);
  const pages = new Map<string, NuMessage[]>();
  for (const message of messages.filter(isError)) {
    const page = message.url ? pageOfFile(relative(root, fileURLToPath(message.url))) : '(checker)';
    pages.set(page, [...(pages.get(page) ?? []), message]);
  }
  return [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, errors]) => ({
      page,
      errors: errors.toSorted(
        (a, b) =>
          (a.lastLine ?? 0) - (b.lastLine ?? 0) || (a.firstColumn ?? 0) - (b.firstColumn ?? 0),
      ),
    }));
}

/** The markup around an error on one line, at most `max` characters. */
const excerpt = (extract: string | undefined, max = 100) => {
  const line = (extract ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The report: each page with its errors, then one line with the totals. */
export function formatReport(groups: PageErrors[], pagesChecked: number): string {
  const lines: string[] = [];
  for (const { page, errors } of groups) {
    lines.push(`${page} (${errors.length} ${errors.length === 1 ? 'error' : 'errors'})`);
    for (const error of errors) {
      const at = error.lastLine
        ? `${error.lastLine}:${error.firstColumn ?? error.lastColumn ?? 0}`
        : '-';
      lines.push(`  ${at}  ${error.message}`);
      const around = excerpt(error.extract);
      if (around) lines.push(`      ${around}`);
    }
  }
  const total = groups.reduce((sum, group) => sum + group.errors.length, 0);
  const pages = groups.filter((group) => group.page !== '(checker)').length;
  lines.push(
    total === 0
      ? `Nu Html Checker: ${pagesChecked} pages, 0 errors.`
      : `Nu Html Checker: ${total} ${total === 1 ? 'error' : 'errors'} on ${pages} of ${pagesChecked} pages.`,
  );
  return lines.join('\n');
}

/**
 * The messages of the checker's JSON report, which it writes to stderr (stdout stays empty), or
 * undefined when there is none. The JVM may write there first or after: "Picked up JAVA_TOOL_OPTIONS:
 * …" when that variable is set, a newer JDK's warnings. The report is the text from the first line that
 * opens a JSON object to the last closing brace.
 */
export function checkerMessages(stderr: string): NuMessage[] | undefined {
  const start = stderr.search(/^\{"/m);
  if (start < 0) return undefined;
  try {
    const report = JSON.parse(stderr.slice(start, stderr.lastIndexOf('}') + 1)) as {
      messages?: NuMessage[];
    };
    return Array.isArray(report.messages) ? report.messages : undefined;
  } catch {
    return undefined;
  }
}

/** The Java to run the checker with, or undefined: `$JAVA`, `$JAVA_HOME/bin/java`, `java` on the PATH. */
function findJava(): string | undefined {
  const candidates = [
    process.env['JAVA'],
    process.env['JAVA_HOME'] && join(process.env['JAVA_HOME'], 'bin', 'java'),
    'java',
  ].filter((c): c is string => !!c);
  return candidates.find((java) => spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0);
}

/** As root on Debian: `apt-get install -y default-jre-headless` (bounded, it may have no network). */
function installJava(): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return;
  console.log("No Java found: trying Debian's default-jre-headless (apt-get install)");
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      timeout: 600_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!(run(['update']) && run(['install', '-y', 'default-jre-headless'])))
    console.error('apt-get install default-jre-headless failed.');
}

const NO_JAVA = `The Nu Html Checker needs Java 11 or newer, and none was found. Do one of:
  - Debian/Ubuntu: sudo apt-get install -y default-jre-headless
  - macOS: brew install openjdk (then follow its note to put java on the PATH)
  - point JAVA (a java binary) or JAVA_HOME at an installed JDK or JRE`;

function main(outDir = 'out'): number {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`No export in ${outDir}/: run npm run build first.`);
    return 1;
  }
  let java = findJava();
  if (!java) {
    installJava();
    java = findJava();
  }
  if (!java) {
    console.error(NO_JAVA);
    return 1;
  }
  const jar = join(
    dirname(createRequire(import.meta.url).resolve('vnu-jar')),
    'build/dist/vnu.jar',
  );
  const files = exportedHtml(outDir).map((html) => join(outDir, html.file));
  console.log(`Checking ${files.length} HTML files of ${outDir}/ with the Nu Html Checker…`);
  const run = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const messages = checkerMessages(run.stderr ?? '');
  if (!messages) {
    console.error(`The checker did not answer with a report (exit ${run.status}):`);
    console.error(run.error?.message ?? run.stderr ?? '');
    return 1;
  }
  const groups = groupByPage(messages, outDir);
  const lags = messages.filter(isCheckerLag).length;
  if (lags)
    console.log(
      `${lags} messages set aside where the checker is behind the HTML standard (CHECKER_LAGS in tools/validate-html.ts).`,
    );
  console.log(formatReport(groups, files.length));
  return groups.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();

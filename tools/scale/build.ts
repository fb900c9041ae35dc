/*
 * Builds the grown copy (`npm run build`, its output kept in build.log beside it) and reads what the
 * build wrote: the files of out/ by kind, the heaviest page, and `npm run budget`'s verdict. Everything
 * is read from out/ as it is, so new routes (a paginated blog) are counted without being named here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { elementCount } from '../html-weight';

export interface BuildFigures {
  seconds: number;
  pages: number;
  secondsPerPage: number;
}

/** Runs `npm run build` in `dir`; rejects with the log's last lines when it fails. */
export function runBuild(dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const logFile = join(dir, 'build.log');
  const log = createWriteStream(logFile);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('exit', (code) => {
      log.end(() => {
        if (code === 0) return resolve((performance.now() - started) / 1000);
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
        reject(
          new Error(`npm run build failed (${code}) in ${dir}; the end of build.log:\n${tail}`),
        );
      });
    });
  });
}

export type Kind = 'html' | 'rsc' | 'cards' | 'pictures' | 'other';
const PICTURE = /\.(webp|avif|jpe?g|png|gif|svg)$/i;

/** A file of out/ (its path inside out/, with `/`) by kind. */
export function kindOf(file: string): Kind {
  if (file.endsWith('.html')) return 'html';
  if (file.endsWith('.txt') && !file.startsWith('_next/') && file !== 'robots.txt') return 'rsc';
  if (file.startsWith('og/') && file.endsWith('.png')) return 'cards';
  if (PICTURE.test(file)) return 'pictures';
  return 'other';
}

function walk(dir: string, base = dir, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, base, found);
    else found.push(relative(base, path).split(sep).join('/'));
  }
  return found;
}

export interface OutCensus {
  files: number;
  byKind: Record<Kind, number>;
  bytes: number;
  largest: {
    page: string;
    htmlBytes: number;
    gzipBytes: number;
    elements: number;
    /** Its `index.txt` beside it (the RSC payload the page fetches), when there is one. */
    indexTxtBytes: number | null;
  };
}

export function censusOf(outDir: string): OutCensus {
  const files = walk(outDir);
  const byKind: Record<Kind, number> = { html: 0, rsc: 0, cards: 0, pictures: 0, other: 0 };
  let bytes = 0;
  let heaviest = { file: '', size: -1 };
  for (const file of files) {
    const kind = kindOf(file);
    byKind[kind]++;
    const size = statSync(join(outDir, file)).size;
    bytes += size;
    if (kind === 'html' && !file.startsWith('admin/') && size > heaviest.size)
      heaviest = { file, size };
  }
  const html = readFileSync(join(outDir, heaviest.file), 'utf8');
  const txt = join(outDir, dirname(heaviest.file), 'index.txt');
  let indexTxtBytes: number | null = null;
  try {
    indexTxtBytes = statSync(txt).size;
  } catch {
    indexTxtBytes = null;
  }
  const page = `/${heaviest.file.replace(/(^|\/)index\.html$/, '$1')}`;
  return {
    files: files.length,
    byKind,
    bytes,
    largest: {
      page,
      htmlBytes: heaviest.size,
      gzipBytes: gzipSync(html, { level: 9 }).length,
      elements: elementCount(html),
      indexTxtBytes,
    },
  };
}

export interface BudgetVerdict {
  passed: boolean;
  status: number | null;
  /** Its "… budget exceeded on N pages" headings, and the lines under them (one a page over). */
  headings: string[];
  failing: string[];
  summary: string[];
}

export function runBudget(dir: string, env: NodeJS.ProcessEnv): BudgetVerdict {
  const result = spawnSync('npm', ['run', '--silent', 'budget'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const failing = result.stderr
    .split('\n')
    .filter((line) => /^\s{2}\S/.test(line))
    .map((line) => line.trim());
  const summary = result.stdout
    .split('\n')
    .filter((line) => /^(\d+ pages;|HTML per page|Pictures before|Budgets passed)/.test(line));
  const headings = result.stderr.split('\n').filter((line) => /budget exceeded/.test(line));
  return {
    passed: result.status === 0,
    status: result.status,
    headings: headings.map((line) => line.trim()),
    failing,
    summary,
  };
}

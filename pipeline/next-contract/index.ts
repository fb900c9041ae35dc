/*
 * Runs the contract checks (./checks.ts) over every page of the export as `next build` wrote it, before
 * the post-export rewrites anything (pipeline/post-export.ts calls it first). One broken assumption stops
 * the build with its name, the file and what was found instead: a page that silently does not start
 * is never written. `npx tsx pipeline/next-contract/index.ts [out]` runs the checks alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EDITOR_FOLDER } from '../cms/folder';
import { HYDRATE_ATTRIBUTE } from '../hydration/paint-first';
import { SEGMENT_RSC_FILE } from '../hydration/rsc-files';
import { exportedHtml } from '../security/headers';
import { CONTRACT, type ContractCheck, type ExportedPage } from './checks';

export interface Breach {
  check: ContractCheck;
  file: string;
  found: string;
}

export class NextContractError extends Error {
  constructor(readonly breaches: Breach[]) {
    const shown = breaches
      .slice(0, 5)
      .map(
        ({ check, file, found }) =>
          `  - "${check.name}" (relied on by ${check.reliedOnBy}) in ${file}:\n` +
          `      expected ${check.expected}\n      found ${found}`,
      );
    const more = breaches.length > 5 ? [`  … and ${breaches.length - 5} more`] : [];
    super(
      [
        `Next's output no longer has the shape the post-export relies on (${breaches.length} broken):`,
        ...shown,
        ...more,
        'Nothing was rewritten. See docs/keeping-current.md, "When a contract check fails".',
      ].join('\n'),
    );
    this.name = 'NextContractError';
  }
}

/** The checks a page breaks (empty when it holds every assumption). */
export function pageBreaches(page: ExportedPage, checks = CONTRACT): Breach[] {
  return checks.flatMap((check) => {
    const found = check.find(page);
    return found === undefined ? [] : [{ check, file: page.file, found }];
  });
}

/**
 * Checks every page of `outDir` (the web editor's page aside: it is not Next's). A page the post-export
 * has already rewritten (a second run) is not Next's output any more and is left out. Throws a
 * NextContractError naming every breach; gives back the number of pages checked.
 */
export function checkNextContract(outDir: string): number {
  const breaches: Breach[] = [];
  let checked = 0;
  // The chunks the pages name, each read once (every page names the same framework chunks).
  const texts = new Map<string, string | undefined>();
  const read = (urlPath: string) => {
    if (!texts.has(urlPath)) {
      const path = join(outDir, urlPath);
      texts.set(urlPath, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return texts.get(urlPath);
  };
  for (const { file } of exportedHtml(outDir)) {
    if (file.startsWith(`${EDITOR_FOLDER}/`)) continue;
    const html = readFileSync(join(outDir, file), 'utf8');
    if (html.includes(`<script ${HYDRATE_ATTRIBUTE}=`)) continue;
    const payloadFile = join(outDir, file.replace(/index\.html$/, 'index.txt'));
    const page: ExportedPage = {
      file,
      html,
      payload:
        file.endsWith('index.html') && existsSync(payloadFile)
          ? readFileSync(payloadFile, 'utf8')
          : undefined,
      exists: (urlPath) => existsSync(join(outDir, urlPath)),
      rscFiles: readdirSync(join(outDir, dirname(file))).filter((name) =>
        SEGMENT_RSC_FILE.test(name),
      ),
      read,
    };
    // Named in the error by their path in the export (out/about/index.html).
    breaches.push(...pageBreaches(page).map((b) => ({ ...b, file: `${outDir}/${file}` })));
    checked += 1;
  }
  if (breaches.length) throw new NextContractError(breaches);
  return checked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'out';
  console.log(
    `next-contract: ${checkNextContract(dir)} pages of ${dir}/ hold all ${CONTRACT.length} assumptions`,
  );
}

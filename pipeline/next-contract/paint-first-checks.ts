/*
 * The contract's checks for the paint-first step (pipeline/hydration/paint-first.ts): the shapes of Next's
 * output it takes apart to paint before the framework runs and to move the RSC payload into index.txt.
 */
import { CHUNK_SCRIPT, inlinePayload, RUNTIME_CHUNK } from '../hydration/paint-first';
import { clip, NOT_FOUND, scripts, some, type ContractCheck } from './page';

const PAINT_FIRST = 'pipeline/hydration/paint-first.ts';

/** Next's legacy-browser polyfills, which stay where they are (no browser that runs modules runs it). */
const POLYFILL_SCRIPT = /^<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>$/;
/** A chunk preload as paint-first takes it out of the head (its CHUNK_PRELOAD). */
const CHUNK_PRELOAD =
  /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>$/;
/** The line that creates Next's payload queue, which stays inline (its hash is in the policy). */
const PAYLOAD_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** One inline payload row as paint-first reads it: `[1, text]` pushed onto `self.__next_f`. */
const PAYLOAD_ROW = /^self\.__next_f\.push\((\[1,[\s\S]*\])\)$/;
/** How Turbopack's runtime finds a chunk's script already on the page: a selector on its `src`. */
const RUNTIME_LOOKUP = /querySelectorAll\(`script\[src="\$\{/;
/** The inline script that starts Turbopack's runtime with the page's chunk list. */
const RUNTIME_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/;

export const PAINT_FIRST_CHECKS: ContractCheck[] = [
  {
    name: 'chunk-scripts',
    reliedOnBy: PAINT_FIRST,
    expected:
      'the framework chunks as <script src="/_next/static/chunks/….js" async=""></script> (and only the noModule polyfill otherwise)',
    find: ({ html }) => {
      const tags = scripts(html)
        .filter(({ attributes }) => attributes.includes('/_next/'))
        .map(({ tag }) => tag);
      if (!tags.some((tag) => new RegExp(CHUNK_SCRIPT.source).test(tag)))
        return tags.length
          ? `no chunk script of that shape; scripts: ${some(tags)}`
          : 'no script from /_next/ at all';
      const other = tags.filter(
        (tag) => !new RegExp(`^${CHUNK_SCRIPT.source}$`).test(tag) && !POLYFILL_SCRIPT.test(tag),
      );
      return other.length ? `scripts of another shape: ${some(other)}` : undefined;
    },
  },
  {
    name: 'chunk-files',
    reliedOnBy: PAINT_FIRST,
    expected: 'every chunk a page names is a file of the export (the loader adds it by that path)',
    find: ({ html, exists }) => {
      const missing = [...html.matchAll(CHUNK_SCRIPT)]
        .map((m) => m[1]!)
        .filter((src) => !exists(src));
      return missing.length ? `no such file: ${some(missing)}` : undefined;
    },
  },
  {
    name: 'runtime-chunk-list',
    reliedOnBy: PAINT_FIRST,
    expected:
      'an inline <script id="_R_"> whose "otherChunks" are the page\'s chunk scripts (Turbopack knows a chunk on the page by that path)',
    find: ({ html }) => {
      const runtime = RUNTIME_SCRIPT.exec(html);
      if (!runtime) return 'no <script id="_R_">';
      const list = /"otherChunks":(\[[^\]]*\])/.exec(runtime[1]!);
      if (!list) return `a runtime script without "otherChunks": ${clip(runtime[1]!)}`;
      const onPage = new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]));
      const missing = (JSON.parse(list[1]!) as string[]).filter(
        (chunk) => !onPage.has(`/_next/${chunk}`),
      );
      return missing.length
        ? `chunks of the list with no script on the page: ${some(missing)}`
        : undefined;
    },
  },
  {
    name: 'runtime-chunk',
    reliedOnBy: PAINT_FIRST,
    expected:
      "one chunk script named turbopack-….js, the runtime, which looks for a chunk's <script src> on the page before it adds one (the loader adds it last)",
    find: ({ html, read }) => {
      const runtimes = [...html.matchAll(CHUNK_SCRIPT)]
        .map((m) => m[1]!)
        .filter((src) => RUNTIME_CHUNK.test(src));
      if (runtimes.length !== 1)
        return `${runtimes.length} chunk scripts named turbopack-….js${runtimes.length ? `: ${some(runtimes)}` : ''}`;
      const text = read(runtimes[0]!) ?? '';
      return RUNTIME_LOOKUP.test(text)
        ? undefined
        : `${runtimes[0]} does not look chunks up as script[src="…"] (${text.length} characters)`;
    },
  },
  {
    name: 'chunk-preloads',
    reliedOnBy: PAINT_FIRST,
    expected:
      'script preloads only as <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/….js"/>',
    find: ({ html }) => {
      const links = [...html.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /\bas="script"|rel="modulepreload"/.test(tag));
      const other = links.filter((tag) => !CHUNK_PRELOAD.test(tag));
      return other.length ? `script preloads of another shape: ${some(other)}` : undefined;
    },
  },
  {
    name: 'inline-payload',
    reliedOnBy: PAINT_FIRST,
    expected: `the RSC payload inline as ${PAYLOAD_BOOTSTRAP} then self.__next_f.push([1,"…"]) scripts, nothing else pushed`,
    find: ({ html }) => {
      const queue = scripts(html).filter(({ text }) => text.includes('__next_f'));
      if (!queue.some(({ text }) => text === PAYLOAD_BOOTSTRAP)) return `no ${PAYLOAD_BOOTSTRAP}`;
      const rows = queue.filter(({ text }) => text !== PAYLOAD_BOOTSTRAP);
      if (!rows.length) return 'no inline payload row';
      const other = rows
        .filter(({ text }) => !PAYLOAD_ROW.test(text))
        .map(({ text }) => clip(text, 80));
      return other.length ? `other pushes onto self.__next_f: ${some(other)}` : undefined;
    },
  },
  {
    name: 'payload-file',
    reliedOnBy: PAINT_FIRST,
    expected:
      "the page's index.txt holds its inline RSC payload byte for byte (the loader fetches it instead)",
    find: ({ html, payload, file }) => {
      if (NOT_FOUND.has(file)) return undefined;
      if (payload === undefined) return `no ${file.replace(/html$/, 'txt')} beside the page`;
      const inline = inlinePayload(html);
      if (inline === payload) return undefined;
      let at = 0;
      while (at < inline.length && inline[at] === payload[at]) at += 1;
      return `they differ from character ${at} (inline ${inline.length}, file ${payload.length} characters): inline "${clip(inline.slice(at), 40)}", file "${clip(payload.slice(at), 40)}"`;
    },
  },
  {
    name: 'body-end',
    reliedOnBy: PAINT_FIRST,
    expected: 'one </body>, before which the loader goes',
    find: ({ html }) => {
      const count = html.split('</body>').length - 1;
      return count === 1 ? undefined : `${count} </body> tags`;
    },
  },
];

/*
 * What the host must send with the export: the Content-Security-Policy of each page, computed from its
 * HTML, and the headers every response or every static asset gets. Pure functions over strings, shared
 * by the post-build step (headers.ts), the static server (tools/serve.ts) and the tests.
 *
 * The policy allows no inline script by 'unsafe-inline': Next's static export inlines a handful of
 * scripts in every page (the RSC payload `self.__next_f.push(…)`, Turbopack's chunk list,
 * the 404 page's theme pick), and each is allowed by its SHA-256 hash. The payload differs
 * from page to page, so the policy is per page.
 */
import { createHash } from 'node:crypto';
import { getSite } from '../../content';
import { COPIES_PREFIX } from '../../components/ui/picture-widths';
import { decodeEntities } from '../html-entities';

/** The hosts the site embeds in iframes: the video pop-ups and the contact map (content/sections.ts admits no other). */
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'];

export { SITE_HEADERS } from './site-headers';

/**
 * Sent with each page rather than site-wide, because the web editor needs another value (hosts join the
 * values of every rule that matches, so one site-wide value could not be replaced): a page shares its
 * window with no other origin; the editor keeps its link to the Git host's sign-in pop-up, which
 * answers it with postMessage.
 */
export const PAGE_OPENER = { 'Cross-Origin-Opener-Policy': 'same-origin' } as const;
export const EDITOR_OPENER = { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } as const;

/** The path prefix of Next's content-hashed files, and how long they may be cached. */
export const STATIC_PREFIX = '/_next/static/';
/**
 * Every path prefix whose files are named by their content and never change: Next's scripts, styles and
 * fonts, and the picture copies (`/img/<hash>-<width>.avif`, pipeline/pictures/); each is sent
 * STATIC_HEADERS.
 */
export const IMMUTABLE_PREFIXES = [STATIC_PREFIX, COPIES_PREFIX] as const;
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/** Script types a browser runs; any other type (`application/ld+json`, …) is data and needs no hash. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The attributes of one start tag's source (`id="x" async=""`), names lower-cased, values decoded. */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(
    /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name))
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** A `<script>` element: its attributes' source and its text. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The text of every inline `<script>` of a page that the browser would run, as the browser hashes it
 * (script text is raw: no entity decoding; the HTML parser turns CRLF and CR into LF first).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(match[1]!);
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (attributes.has('src') || !SCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2]!.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** The value of every `style` attribute of a page (React's `style` props in the static HTML). */
export function styleAttributes(html: string): string[] {
  const styles: string[] = [];
  const markup = html.replace(SCRIPT, '');
  for (const match of markup.matchAll(/<[a-zA-Z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const style = parseAttributes(match[1]!).get('style');
    if (style !== undefined) styles.push(style);
  }
  return styles;
}

/** A CSP hash source: `'sha256-<base64>'` of the UTF-8 text. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (items: string[]) => [...new Set(items)];

/** Where the forms may send: each form service's origin, or `mailto:` for a form without one. */
export function formTargets(): string[] {
  const forms = getSite().forms;
  return unique(
    [forms.contact, forms.reply].map((form) =>
      form.endpoint ? new URL(form.endpoint).origin : 'mailto:',
    ),
  );
}

export type PolicyOptions = {
  /** Origins the forms post to (connect-src, form-action). */
  formTargets: string[];
  /** Origins the page may frame (frame-src). */
  frameOrigins: string[];
};

export const defaultPolicyOptions = (): PolicyOptions => ({
  formTargets: formTargets(),
  frameOrigins: FRAME_ORIGINS,
});

/**
 * The Content-Security-Policy of one page: nothing by default, then each kind of resource the site
 * uses from its own origin; its own inline scripts by hash; its `style` attributes by hash
 * ('unsafe-hashes' lets a hash match an attribute, and nothing else); forms to the form service; frames
 * from the video and map hosts only; and no one may frame the page.
 */
export function contentSecurityPolicy(html: string, options: PolicyOptions): string {
  const scripts = unique(inlineScripts(html).map(hashSource));
  const styles = unique(styleAttributes(html).map(hashSource));
  const connect = options.formTargets.filter((target) => target.startsWith('https://'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", ...(styles.length ? ["'unsafe-hashes'", ...styles] : [])],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    ['form-action', "'self'", ...options.formTargets],
    ['frame-src', ...options.frameOrigins],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The URL path of the site search's worker (Pagefind's, written by pipeline/search/index-site.ts). */
export const SEARCH_WORKER_PATH = '/pagefind/pagefind-worker.js';

/**
 * The policy of the site search's worker, the one script of the site that compiles WebAssembly
 * ('wasm-unsafe-eval': Pagefind's search runs as WebAssembly). A worker runs under the policy of its
 * own script's response, not the page's, so the pages keep their policy without 'wasm-unsafe-eval':
 * they only start the worker (script-src 'self'). The worker fetches the index from the site itself.
 */
export const searchWorkerPolicy = (): string =>
  [
    ['default-src', "'none'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['connect-src', "'self'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');

/**
 * The web editor's Content-Security-Policy (out/admin/, Decap CMS), which needs what the pages refuse:
 * code it compiles at run time ('unsafe-eval': Ajv, which checks Decap's configuration), styles it
 * writes at run time ('unsafe-inline': Decap's CSS-in-JS), pictures and previews it makes in
 * the browser and reads back (data:, blob:), the Git host's API and avatars, and on the editor's own machine the local
 * proxy of `npm run cms` (any port: the tests start theirs on a free one). Nothing may frame it.
 */
export function editorSecurityPolicy(authOrigin?: string, apiOrigin?: string): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Decap checks its configuration with Ajv, which compiles each schema into a function at run time.
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'blob:'],
    [
      'connect-src',
      "'self'",
      'blob:',
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://api.github.com',
      ...(authOrigin ? [authOrigin] : []),
      // GitHub's API elsewhere (CMS_GITHUB_API_ROOT: GitHub Enterprise, the sign-in test's fake).
      ...(apiOrigin && apiOrigin !== 'https://api.github.com' ? [apiOrigin] : []),
    ],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * What a `<meta http-equiv="Content-Security-Policy">` cannot carry (browsers ignore these there): who may
 * frame the page, where reports go, and the sandbox. They stay in the headers.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** A policy without the directives a meta element cannot carry: what each page holds in its `<head>`. */
export const metaPolicy = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(
      (directive) => directive && !HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0]!),
    )
    .join('; ');

/**
 * The Content-Security-Policy header every response gets, pages and web editor alike: the part of their
 * policies a meta element cannot carry. The rest is in each page (its meta element), so the header no
 * longer depends on the build's hashes and fits every host's limits.
 */
export const HEADER_POLICY = "frame-ancestors 'none'";

/** The sources a CSP directive lists (`script-src` of `default-src 'none'; script-src 'self' …`). */
export function directiveSources(policy: string, name: string): string[] {
  for (const directive of policy.split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName === name) return sources;
  }
  return [];
}

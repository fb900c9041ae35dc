/*
 * Each page carries its own Content-Security-Policy as `<meta http-equiv="Content-Security-Policy">`, so
 * a host that sends no header (GitHub Pages, S3, a plain file server) still enforces it. A meta policy
 * governs only what the parser meets after it, so it goes first in `<head>`: right after
 * `<meta charset>` (which must stay within the first 1,024 bytes, and governs nothing), before any
 * script, style or link. Called by pipeline/post-export.ts once every other rewrite of the page is done.
 */
import { metaPolicy } from './policy';

/** The meta element a page's policy is written as (frame-ancestors and reporting left to the headers). */
export const policyMeta = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')}"/>`;

/** A policy meta element already in a page (a second run of the post-export step replaces it). */
const EXISTING = /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/?>/i;
const HEAD = /<head\b[^>]*>/i;
const CHARSET = /^\s*<meta\s+charset=("[^"]*"|'[^']*'|[^\s>]+)\s*\/?>/i;

/** The page with its policy as the first element of `<head>` after the charset declaration. */
export function withPolicyMeta(html: string, policy: string): string {
  const page = html.replace(EXISTING, '');
  const head = HEAD.exec(page);
  if (!head) throw new Error('withPolicyMeta: the page has no <head>');
  let at = head.index + head[0].length;
  const charset = CHARSET.exec(page.slice(at));
  if (charset) at += charset[0].length;
  return page.slice(0, at) + policyMeta(policy) + page.slice(at);
}

/** The policy a page's meta element holds, decoded, or undefined when it has none. */
export function pageMetaPolicy(html: string): string | undefined {
  const content = EXISTING.exec(html)?.[0].match(/content="([^"]*)"/)?.[1];
  return content
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

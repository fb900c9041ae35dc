import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  ELEMENT_LIMIT,
  FETCHED_RSC_LIMIT,
  elementCount,
  measureHtml,
  rscPayloadBytes,
} from '../../tools/html-weight';

/* The HTML half of `npm run budget`: what a page makes the phone parse before it can answer. */

test('elements are start tags outside comments and script or style text', () => {
  const html =
    '<!DOCTYPE html><html><head><style>a<b{}</style><script>if (a<b) x("<div>")</script></head>' +
    '<body><!-- <p>not here</p> --><main><p>One <b>two</b></p><br><img src="x" alt=""/></main></body></html>';
  // html head style script body main p b br img
  expect(elementCount(html)).toBe(10);
});

test('the inline RSC payload is the text of the self.__next_f scripts only', () => {
  const push = 'self.__next_f.push([1,"abc"])';
  const html = `<body><script>${push}</script><script>other()</script><script src="/x.js"></script></body>`;
  expect(rscPayloadBytes(html)).toBe(push.length);
});

test('a page over a limit says which', () => {
  const light = measureHtml('/a/', '<html><body><p>hi</p></body></html>');
  expect(light.over).toEqual([]);
  const crowded = `<html><body>${'<i></i>'.repeat(ELEMENT_LIMIT)}</body></html>`;
  expect(measureHtml('/b/', crowded).over).toEqual(['elements']);
  const payload = `<html><body><script>self.__next_f.push([1,"${'x'.repeat(70_000)}"])</script></body></html>`;
  expect(measureHtml('/c/', payload).over).toEqual(['rsc']);
  // Random bytes do not compress: 30 KB of them (as base64) stay over the gzip limit.
  const noise = randomBytes(30_000).toString('base64');
  expect(measureHtml('/d/', `<html><body><p>${noise}</p></body></html>`).over).toContain('gzip');
});

test('the RSC payload a page fetches (its index.txt) counts against a limit of its own', () => {
  const page = '<html><body><p>hi</p></body></html>';
  expect(measureHtml('/e/', page, FETCHED_RSC_LIMIT).over).toEqual([]);
  // One byte more than today's largest page allows: a list that grows with its posts fails here.
  expect(measureHtml('/f/', page, FETCHED_RSC_LIMIT + 1).over).toEqual(['fetched']);
  expect(measureHtml('/g/', page).fetchedBytes).toBe(0);
});

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  CHECKER_LAGS,
  checkerMessages,
  formatReport,
  groupByPage,
  isCheckerLag,
  isError,
  pageOfFile,
  type NuMessage,
} from '../../tools/validate-html';

/* The report of `npm run validate:html` (tools/validate-html.ts), from the checker's JSON messages. */

const OUT = 'out';
const url = (file: string) => pathToFileURL(resolve(OUT, file)).href.replace('file:///', 'file:/');
const error = (file: string, line: number, message: string, extract = ''): NuMessage => ({
  type: 'error',
  url: url(file),
  lastLine: line,
  firstColumn: 3,
  message,
  extract,
});

test('a file of the export is named by the path it answers', () => {
  expect(pageOfFile('index.html')).toBe('/');
  expect(pageOfFile('shop/index.html')).toBe('/shop/');
  expect(pageOfFile('light/shop/cart/index.html')).toBe('/light/shop/cart/');
  expect(pageOfFile('404.html')).toBe('/404.html');
});

test('errors are grouped by page in path order, each page in line order; info messages are left out', () => {
  const groups = groupByPage(
    [
      error('shop/index.html', 9, 'Second on the shop page.'),
      error('about/index.html', 4, 'On the about page.'),
      { type: 'info', subType: 'warning', url: url('about/index.html'), message: 'A warning.' },
      error('shop/index.html', 2, 'First on the shop page.'),
      { type: 'non-document-error', subType: 'io', message: 'Cannot read a file.' },
    ],
    OUT,
  );
  expect(groups.map((g) => [g.page, g.errors.map((e) => e.message)])).toEqual([
    ['(checker)', ['Cannot read a file.']],
    ['/about/', ['On the about page.']],
    ['/shop/', ['First on the shop page.', 'Second on the shop page.']],
  ]);
});

test('the report lists each error with its place and markup, then the totals', () => {
  const groups = groupByPage(
    [
      error('index.html', 12, 'Bad heading.', '<h3 class="x">\n  Title</h3>'),
      error('index.html', 30, 'Bad list.'),
      error('light/index.html', 12, 'Bad heading.'),
    ],
    OUT,
  );
  expect(formatReport(groups, 197).split('\n')).toEqual([
    '/ (2 errors)',
    '  12:3  Bad heading.',
    '      <h3 class="x"> Title</h3>',
    '  30:3  Bad list.',
    '/light/ (1 error)',
    '  12:3  Bad heading.',
    'Nu Html Checker: 3 errors on 2 of 197 pages.',
  ]);
  expect(formatReport([], 197)).toBe('Nu Html Checker: 197 pages, 0 errors.');
});

test('only the listed markup is excused where the checker is behind the standard', () => {
  const lag = CHECKER_LAGS[0]!;
  const early = { type: 'error', message: lag.message, extract: `<head>${lag.markup}<link` };
  expect(isCheckerLag(early)).toBe(true);
  expect(isError(early)).toBe(false);
  // The same message on other markup is an error as ever.
  const other = { ...early, extract: '<link rel="preload" href="/a.js" blocking="render"/>' };
  expect(isError(other)).toBe(true);
});

test("the checker's report is read from stderr whatever the JVM writes around it", () => {
  const report = JSON.stringify({
    version: '26.9.27',
    messages: [error('index.html', 12, 'Bad heading.')],
  });
  const messages = [error('index.html', 12, 'Bad heading.')];
  expect(checkerMessages(report)).toEqual(messages);
  // JAVA_TOOL_OPTIONS set, and a newer JDK's warnings after the report.
  const noted = `Picked up JAVA_TOOL_OPTIONS: -Xss4m\n${report}\nWARNING: A terminally deprecated method in sun.misc.Unsafe has been called\n`;
  expect(checkerMessages(noted)).toEqual(messages);
  // No report at all (the JVM failed to start, the jar is missing) is told apart from no errors.
  expect(checkerMessages('Error: Unable to access jarfile vnu.jar\n')).toBeUndefined();
  expect(checkerMessages(`${report.slice(0, 40)}\n`)).toBeUndefined();
  expect(checkerMessages('{"version":"26.9.27","messages":[]}')).toEqual([]);
});

import { expect, test } from '@playwright/test';
import {
  failedText,
  mailtoHref,
  payload,
  send,
  type Entry,
  type FormMessages,
} from '../../components/forms/form-submission';
import { formFields } from '../../components/forms/sender-fields';
import { getSite } from '../../content';

/*
 * How the site's forms send (components/forms/form-submission.ts): the service's JSON, the mailto: link,
 * the outcome of a post; and the name and e-mail fields every form opens with (sender-fields.ts).
 */

const { messages } = getSite().forms;
const entries: Entry[] = [
  { name: 'name', label: 'Your name', value: 'Hala Odeh' },
  { name: 'phone', label: 'Phone', value: '' },
  { name: 'message', label: 'Message', value: 'Two lines:\nsign & menu?' },
];

test('the payload carries each field under the name the service expects', () => {
  expect(payload(entries)).toEqual({
    name: 'Hala Odeh',
    phone: '',
    message: 'Two lines:\nsign & menu?',
  });
});

test('the mailto link addresses the studio and lists the filled fields, encoded', () => {
  const href = mailtoHref('hello@rawnaq.studio', 'New project - Rawnaq', entries);
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('hello@rawnaq.studio');
  expect(url.searchParams.get('subject')).toBe('New project - Rawnaq');
  expect(url.searchParams.get('body')).toBe(
    'Your name: Hala Odeh\r\n\r\nMessage: Two lines:\nsign & menu?',
  );
  expect(href).not.toContain(' ');
});

test('send posts JSON and reports success, an error status or a network failure without throwing', async () => {
  const seen: RequestInit[] = [];
  const answering = (status: number) =>
    (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init!);
      return new Response('{}', { status });
    }) as typeof fetch;
  expect(await send('https://forms.example/f', entries, messages, answering(200))).toEqual({
    ok: true,
  });
  expect(JSON.parse(String(seen[0]!.body))).toEqual(payload(entries));
  expect(seen[0]!.method).toBe('POST');
  expect(await send('https://forms.example/f', entries, messages, answering(422))).toEqual({
    ok: false,
    reason: messages.status.replace('{status}', '422'),
  });
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  expect(await send('https://forms.example/f', entries, messages, offline)).toEqual({
    ok: false,
    reason: messages.offline,
  });
});

// Words of our own, so that each outcome is told apart by its text.
const words: FormMessages = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent: {reason}. Try again.',
  mailto: 'Opening your mail program',
  status: 'the service answered {status}',
  offline: 'you seem to be offline',
};

test('a failure message names its reason, and an error status its number', async () => {
  expect(failedText(words, 'the service answered 500')).toBe(
    'Not sent: the service answered 500. Try again.',
  );
  const answering = (status: number) => (async () => new Response('', { status })) as typeof fetch;
  expect(await send('https://forms.example/f', entries, words, answering(503))).toEqual({
    ok: false,
    reason: 'the service answered 503',
  });
  // Any 2xx answer is a success, not only 200.
  expect(await send('https://forms.example/f', entries, words, answering(201))).toEqual({
    ok: true,
  });
});

test('the post asks for JSON and says it sends JSON, to the endpoint given', async () => {
  let url = '';
  let init: RequestInit = {};
  const fetcher = (async (to: string | URL | Request, options?: RequestInit) => {
    url = String(to);
    init = options!;
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  await send('https://forms.example/abc', entries, words, fetcher);
  expect(url).toBe('https://forms.example/abc');
  expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
});

test('a field of spaces only is left out of the e-mail, like an empty one', () => {
  const href = mailtoHref('a@b.example', 'Hi', [
    { name: 'name', label: 'Name', value: 'Hala' },
    { name: 'company', label: 'Company', value: '   ' },
  ]);
  expect(new URL(href).searchParams.get('body')).toBe('Name: Hala');
});

test('every form opens with a required name and a required e-mail, autofilled by the browser', () => {
  expect(
    formFields({ name: 'full-name', email: 'reply-to' }, { name: 'Your name', email: 'E-mail' }),
  ).toEqual([
    {
      key: 'name',
      name: 'full-name',
      label: 'Your name',
      kind: 'text',
      required: true,
      autoComplete: 'name',
    },
    {
      key: 'email',
      name: 'reply-to',
      label: 'E-mail',
      kind: 'email',
      required: true,
      autoComplete: 'email',
    },
  ]);
});

test("a form's own fields follow the sender's, each named and labelled from its key", () => {
  const names = { name: 'n', email: 'e', phone: 'tel-no', comment: 'words' };
  const labels = { name: 'Name', email: 'E-mail', phone: 'Phone', comment: 'Comment' };
  const fields = formFields(names, labels, [
    { key: 'phone', kind: 'tel', autoComplete: 'tel' },
    { key: 'comment', kind: 'textarea', required: true, wide: true },
  ]);
  expect(fields.map((field) => field.key)).toEqual(['name', 'email', 'phone', 'comment']);
  expect(fields[2]).toEqual({
    key: 'phone',
    name: 'tel-no',
    label: 'Phone',
    kind: 'tel',
    autoComplete: 'tel',
  });
  expect(fields[3]).toEqual({
    key: 'comment',
    name: 'words',
    label: 'Comment',
    kind: 'textarea',
    required: true,
    wide: true,
  });
});

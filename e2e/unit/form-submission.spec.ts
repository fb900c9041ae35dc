import { expect, test } from '@playwright/test';
import { mailtoHref, payload, send, type Entry } from '../../components/forms/form-submission';
import { getSite } from '../../content';

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

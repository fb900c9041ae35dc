/*
 * How the site's forms send what a visitor typed, without React so it can be unit-tested: to a form
 * service's endpoint as JSON, or, with no endpoint configured, as an e-mail the visitor's own mail
 * program sends (a mailto: link with the fields in its body).
 */

export type FormMessages = {
  sending: string;
  sent: string;
  /** Contains `{reason}`. */
  failed: string;
  mailto: string;
  /** Contains `{status}`. */
  status: string;
  offline: string;
};

export type Outcome = { ok: true } | { ok: false; reason: string };

/** One field as the form service or the e-mail receives it. */
export type Entry = { name: string; label: string; value: string };

/** The JSON body for the form service: each field under the name the service expects. */
export function payload(entries: Entry[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
}

/** A mailto: link to `to` whose body lists every filled field as "Label: value". */
export function mailtoHref(to: string, subject: string, entries: Entry[]): string {
  const body = entries
    .filter((entry) => entry.value.trim() !== '')
    .map((entry) => `${entry.label}: ${entry.value}`)
    .join('\r\n\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const failedText = (messages: FormMessages, reason: string) =>
  messages.failed.replace('{reason}', reason);

/**
 * Posts `entries` to `endpoint` and says how it went: the service's own error message when it gives
 * one, else its status; a network failure is reported as such. Never throws.
 */
export async function send(
  endpoint: string,
  entries: Entry[],
  messages: FormMessages,
  fetcher: typeof fetch = fetch,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload(entries)),
    });
  } catch {
    return { ok: false, reason: messages.offline };
  }
  if (response.ok) return { ok: true };
  return { ok: false, reason: messages.status.replace('{status}', String(response.status)) };
}

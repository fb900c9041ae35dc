'use client';
// Client because the form sends in the background and says how it went without leaving the page, and
// the contact form's subject follows the link that opened it (?subject=<job>). Without JavaScript the
// same markup posts to the service (or opens the mail program) as a plain HTML form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import {
  failedText,
  mailtoHref,
  send,
  type Entry,
  type FormMessages,
} from '@/components/forms/form-submission';
import { useHydrated } from './client-hooks';

export type FormField = {
  /** The key of the field in the form (name, email, …). */
  key: string;
  /** The name the form service receives. */
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required?: boolean;
  autoComplete?: string;
  /** Full width in the two-column layout. */
  wide?: boolean;
  /** For a select: plain options, then groups of options. */
  options?: string[];
  groups?: { label: string; options: string[] }[];
};

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; reason: string }
  | { state: 'mailto'; href: string };

const control =
  'min-h-11 w-full rounded-xl border border-line bg-page px-4 py-2 text-ink placeholder:text-muted';

export function SiteForm({
  id,
  endpoint,
  mailto,
  mailSubject,
  fields,
  honeypot,
  messages,
  submit,
  preselect,
  className,
}: {
  id: string;
  endpoint?: string;
  /** The address the visitor's mail program writes to when there is no endpoint. */
  mailto: string;
  mailSubject: string;
  fields: FormField[];
  honeypot: string;
  messages: FormMessages;
  submit: string;
  /** A select chosen by a query parameter: ?<param>=<key of values> selects that value in field `field`. */
  preselect?: { param: string; field: string; values: Record<string, string> };
  className?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const hydrated = useHydrated();

  useEffect(() => {
    if (!preselect || !form.current) return;
    const wanted = new URLSearchParams(window.location.search).get(preselect.param);
    const value = wanted ? preselect.values[wanted] : undefined;
    const select = form.current.elements.namedItem(preselect.field);
    if (value && select instanceof HTMLSelectElement) select.value = value;
  }, [preselect]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A filled honeypot is a bot: it is told the message went, and nothing is sent.
    if (String(data.get(honeypot) ?? '') !== '') {
      setStatus({ state: 'sent' });
      return;
    }
    const entries: Entry[] = fields.map((field) => ({
      name: field.name,
      label: field.label,
      value: String(data.get(field.name) ?? ''),
    }));
    if (!endpoint) {
      const href = mailtoHref(mailto, mailSubject, entries);
      setStatus({ state: 'mailto', href });
      window.location.href = href;
      return;
    }
    setStatus({ state: 'sending' });
    const outcome = await send(endpoint, entries, messages);
    if (outcome.ok) {
      form.current?.reset();
      setStatus({ state: 'sent' });
    } else {
      setStatus({ state: 'failed', reason: outcome.reason });
    }
  }

  const sending = status.state === 'sending';
  return (
    <form
      ref={form}
      id={id}
      action={endpoint || `mailto:${mailto}`}
      method="post"
      encType={endpoint ? undefined : 'text/plain'}
      onSubmit={onSubmit}
      aria-busy={sending}
      data-hydrated={hydrated}
      className={cn('grid gap-4 sm:grid-cols-2', className)}
    >
      {fields.map((field) => {
        const inputId = `${id}-${field.key}`;
        const common = {
          id: inputId,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          className: control,
        };
        return (
          <div key={field.key} className={cn('grid gap-1', field.wide && 'sm:col-span-2')}>
            <label htmlFor={inputId} className="text-sm font-semibold">
              {field.label}
              {field.required && (
                <span aria-hidden="true" className="text-accent">
                  {' '}
                  *
                </span>
              )}
            </label>
            {field.kind === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : field.kind === 'select' ? (
              <select {...common} defaultValue={field.options?.[0]}>
                {field.options?.map((option) => (
                  <option key={option}>{option}</option>
                ))}
                {field.groups?.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </optgroup>
                ))}
              </select>
            ) : (
              <input type={field.kind} {...common} />
            )}
          </div>
        );
      })}
      {/* Hidden from people and assistive technology; bots that fill every field fill this one too. */}
      <div hidden>
        <input type="text" name={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClass('solid')}>
          {submit}
        </button>
        <p
          role="status"
          className={cn(
            'min-h-6 text-sm',
            status.state === 'failed' ? 'text-accent' : 'text-muted',
          )}
        >
          {status.state === 'sending' && messages.sending}
          {status.state === 'sent' && messages.sent}
          {status.state === 'failed' && failedText(messages, status.reason)}
          {status.state === 'mailto' && (
            <a href={status.href} className="underline">
              {messages.mailto}
            </a>
          )}
        </p>
      </div>
    </form>
  );
}

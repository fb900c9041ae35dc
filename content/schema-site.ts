import { z } from 'zod';
import { externalHref, internalHref, link, prose, text, themedImage } from './schema-base';

/*
 * The site's own settings (content/site.json): its name and address, contact details, where its forms
 * send, the logo, the navigation, the social profiles and the footer.
 */

const navItem = z.strictObject({
  label: text,
  href: internalHref,
  children: z.array(z.strictObject({ label: text, href: internalHref })).optional(),
});

export const social = z.strictObject({
  label: text,
  icon: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'behance', 'dribbble', 'youtube']),
  href: externalHref,
});

/** A field name the form service receives: letters, digits, `_`, `-`, `.`, `[`, `]`. */
const fieldName = z.string().regex(/^[A-Za-z_][\w.[\]-]*$/, 'a form field name such as "email"');

/**
 * Where one of the site's forms sends what the visitor typed. `endpoint` is the form service's URL
 * (Formspree, Basin, Netlify Forms, …); without one the form opens the visitor's mail program
 * addressed to the contact e-mail. `fields` maps each field of the form to the name the service
 * expects; `honeypot` is the hidden field that only bots fill in.
 */
const formTarget = <F extends string>(fields: readonly [F, ...F[]]) =>
  z.strictObject({
    endpoint: z
      .string()
      .regex(/^https:\/\/[^\s"'<>]+$/, 'an https:// URL of a form service')
      .optional(),
    fields: z.strictObject(
      Object.fromEntries(fields.map((field) => [field, fieldName])) as Record<F, typeof fieldName>,
    ),
    honeypot: fieldName,
  });

/** The words a form shows while and after it sends; `{reason}` is replaced by what went wrong. */
const formMessages = z.strictObject({
  sending: text,
  sent: text,
  failed: z.string().includes('{reason}', { message: 'a text containing {reason}' }),
  mailto: text,
  /** Reasons for `failed`: the service answered with an error status, or could not be reached. */
  status: z.string().includes('{status}', { message: 'a text containing {status}' }),
  offline: text,
});

export const site = z.strictObject({
  name: text,
  /** The site's public address, for absolute URLs (share links, canonical URLs, the sitemap). */
  url: z
    .string()
    .regex(/^https:\/\/[a-z0-9.-]+(?::\d+)?$/, 'an https:// origin without a trailing slash')
    .describe(
      "The site's public address, for absolute URLs (share links, canonical URLs, the sitemap): https://… without a trailing slash.",
    ),
  tagline: text,
  description: prose,
  contact: z.strictObject({
    phone: text,
    email: z.email(),
    address: z.strictObject({ street: text, city: text, country: text }),
    hours: text,
  }),
  forms: z.strictObject({
    contact: formTarget(['name', 'email', 'phone', 'subject', 'message'] as const),
    reply: formTarget(['name', 'email', 'comment'] as const),
    messages: formMessages,
  }),
  logo: themedImage,
  nav: z.array(navItem).min(1),
  gettingStarted: link,
  socials: z.array(social).min(1),
  footer: z.strictObject({
    about: prose,
    newsletter: z.strictObject({
      title: text,
      text: text,
      /** Where the newsletter form posts; "#" keeps it on the page until a mailing service is chosen. */
      action: z
        .union([z.literal('#'), externalHref])
        .describe(
          'Where the newsletter form posts: a mailing service URL, or "#" to keep it on the page.',
        ),
    }),
    legal: z.array(link).min(1),
    copyrightYear: z.number().int().min(2000).max(2100),
  }),
  comingSoon: z.strictObject({
    /** Serve the coming-soon page at the root paths (a pre-launch deploy). */
    atRoot: z
      .boolean()
      .describe('Serve the coming-soon page at the root paths (a pre-launch deploy).'),
  }),
});

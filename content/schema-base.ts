import { z } from 'zod';

/* The building blocks every content schema shares: slugs, links, dates, text, images. */

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case words joined by hyphens');

/** A link target inside the site: a root path such as "/about" or "/about#team", never a /light/ path. */
export const internalHref = z
  .string()
  .regex(
    /^\/(?!light(?:\/|$))[^\s]*$/,
    'a root path such as "/about" (the theme prefix is added by the site)',
  );

/** An anchor on the same page, such as "#service". */
export const anchorHref = z.string().regex(/^#[a-z][a-z0-9-]*$/, 'an anchor such as "#service"');

export const externalHref = z
  .string()
  .regex(/^(https:\/\/|mailto:|tel:)\S+$/, 'an https://, mailto: or tel: URL');
export const href = z.union([internalHref, anchorHref, externalHref]);

export const isoDate = z.iso.date();
export const text = z.string().trim().min(1);
export const paragraphs = z.array(text).min(1);
export const percentage = z.number().int().min(0).max(100);

export const image = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(webp|svg|jpg|png)$/, 'a path under /images/'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Art that changes with the theme: the dark file is shown in the dark tree, the light one under /light/. */
export const themedImage = z.strictObject({ dark: image, light: image });

export const link = z.strictObject({ label: text, href });

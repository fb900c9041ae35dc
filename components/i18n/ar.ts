import type { SiteWords } from './words';

/** Arabic interface words of server components (see ./words.ts): the same keys as ./en.ts. */
export const ar: SiteWords = {
  skipToContent: 'انتقل إلى المحتوى',
};

/** English interface words of server components (see ./words.ts). */
export const en = {
  skipToContent: 'Skip to content',
};

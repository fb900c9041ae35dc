/*
 * The keys that open the site search (components/islands/site-search.tsx), where its arrows and Enter
 * go among the results, and the keys a visitor pressed before the page started: the paint-first loader (pipeline/hydration/paint-first.ts) records
 * each key pressed until the page is interactive in `window.earlyKeys`, as [key, with Ctrl or ⌘, in a
 * text field]; the search reads them once at start-up.
 */

/** What the phone menu's button dispatches on window to open the dialog (detail: the button). */
export const OPEN_EVENT = 'site-search:open';

export type EarlyKey = [key: string, command: boolean, inField: boolean];

/** Whether focus is somewhere typing means text: a text field, a select, an editable element. */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const opens = ([key, command, inField]: EarlyKey) =>
  command ? key.toLowerCase() === 'k' : key === '/' && !inField;

/** Whether a key press opens the search: `/` outside a text field, or Ctrl+K / ⌘K anywhere. */
export const isOpener = (event: KeyboardEvent) =>
  !event.altKey && opens([event.key, event.ctrlKey || event.metaKey, isTyping(event.target)]);

/**
 * The query typed before start-up, when an opening key is among the early keys: the characters typed
 * after it (Backspace taking one back); undefined when none opened the search.
 */
export function earlyQuery(keys: EarlyKey[]): string | undefined {
  const at = keys.findIndex(opens);
  if (at < 0) return undefined;
  let text = '';
  for (const [key, command] of keys.slice(at + 1)) {
    if (command) continue;
    if (key === 'Backspace') text = text.slice(0, -1);
    else if ([...key].length === 1) text += key;
  }
  return text;
}

/**
 * The option Arrow Down (`step` 1) or Arrow Up (-1) reaches from option `at` (-1 for none) among
 * `count`: the arrows wrap at the ends, and Up from none or from the first goes to the last.
 */
export const nextActive = (at: number, step: number, count: number) =>
  step > 0 ? (at + 1) % count : at <= 0 ? count - 1 : at - 1;

/** The result Enter opens: the active one, or the first when none is. */
export const chosenHit = <T>(shown: readonly T[], active: number): T | undefined =>
  shown[active < 0 ? 0 : active];

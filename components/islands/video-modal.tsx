'use client';
// Client because the play button opens a modal dialog and loads the video only then (spec section 4).
import { useRef, useState, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { cn } from '@/components/ui/cn';
import { useHydrated } from './client-hooks';

/** The player's box: the iframe's, and the stand-in's before it exists. */
const PLAYER_BOX = 'aspect-video w-full rounded-2xl bg-black';

const autoplay = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

/**
 * Makes everything outside `element` inert: the siblings of the element and of each of its ancestors up to
 * the body. Returns what undoes it, for exactly the elements it changed (a carousel's slides keep theirs).
 */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (
    let node: HTMLElement | null = element;
    node && node !== document.body;
    node = node.parentElement
  )
    for (const sibling of node.parentElement?.children ?? [])
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
  return () => changed.forEach((sibling) => (sibling.inert = false));
}

/** After the next frame has been painted: a task queued from the frame's animation callback. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));

/**
 * A 'Play video' button and a modal dialog with the embedded video: a popover in the top layer (so it
 * sits above everything, with its backdrop, and Escape closes it), with everything else made inert.
 *
 * Why not `<dialog>.showModal()`: that makes the rest of the page inert in the same task, and the browser
 * restyles every element of the page before it can paint the dialog (35 ms of a 110 ms press on the
 * marketing home, CPU slowed 4x, with a heavier paint and commit behind it). Here the dialog is painted
 * first and the page behind it made inert in the task after that frame, a few milliseconds later: a
 * visitor sees the dialog sooner, and nothing behind it can be reached once it is up.
 *
 * The iframe exists only while the dialog is open, created after that first paint too: nothing is
 * requested from the video host before the click, and creating a frame (even blank) costs several ms on
 * a phone. Until then a black box of the player's size stands in its place. Closing (button, Escape or
 * a click on the backdrop) removes the player again and returns focus to the button.
 */
export function VideoModal({
  videoUrl,
  title,
  playIcon,
  closeIcon,
  className,
}: {
  videoUrl: string;
  /** What the video is: names the dialog and the iframe. */
  title: string;
  playIcon: ReactNode;
  closeIcon: ReactNode;
  /** Size and type size of the round play button. */
  className: string;
}) {
  const t = useIslandWords();
  const [src, setSrc] = useState<string | undefined>();
  const dialog = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const restore = useRef<(() => void) | undefined>(undefined);
  const hydrated = useHydrated();

  const isOpen = () => dialog.current?.matches(':popover-open') ?? false;
  const open = () => {
    // A browser without popovers (Safari before 17, Firefox before 125) plays the video in a new tab.
    if (typeof dialog.current?.showPopover !== 'function') {
      window.open(autoplay(videoUrl), '_blank', 'noopener');
      return;
    }
    dialog.current.showPopover();
    closeButton.current?.focus();
    afterPaint(() => {
      if (!isOpen() || !dialog.current) return;
      restore.current ??= inertOutside(dialog.current);
      setSrc(autoplay(videoUrl));
    });
  };
  const close = () => {
    if (isOpen()) dialog.current?.hidePopover();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        // Named with its video: a page may hold two (the tech start-up's hero and its video block).
        aria-label={`${t.playVideo} – ${title}`}
        data-hydrated={hydrated}
        onClick={open}
        className={cn(
          'grid place-items-center rounded-full bg-accent text-on-accent shadow-xl transition-transform hover:scale-105',
          className,
        )}
      >
        {playIcon}
      </button>
      {/* A click on the backdrop lands on the dialog itself; Escape is handled by the popover natively. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        popover="auto"
        onClick={(event) => event.target === event.currentTarget && close()}
        onToggle={(event) => {
          if ((event.nativeEvent as ToggleEvent).newState !== 'closed') return;
          restore.current?.();
          restore.current = undefined;
          setSrc(undefined);
          button.current?.focus();
        }}
        className="m-auto w-[min(92vw,64rem)] overflow-visible border-0 bg-transparent p-0 text-ink backdrop:bg-black/85"
      >
        <div className="flex flex-col items-end gap-3">
          <button
            ref={closeButton}
            type="button"
            aria-label={t.closeVideo}
            onClick={close}
            className="grid size-11 place-items-center rounded-full bg-surface text-xl text-ink hover:bg-accent hover:text-on-accent"
          >
            {closeIcon}
          </button>
          {src ? (
            <iframe
              src={src}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              className={PLAYER_BOX}
            />
          ) : (
            <div className={PLAYER_BOX} />
          )}
        </div>
      </div>
    </>
  );
}

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
 * A 'Play video' button and a native modal `<dialog>` with the embedded video. The iframe exists only
 * while the dialog is open: nothing is requested from the video host before the click, and the page
 * does not pay for a frame while it loads (creating one, even blank, costs the parser several ms on a
 * phone). Until then a black box of the player's size stands in its place. Closing (button, Escape or
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
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  const open = () => {
    dialog.current?.showModal();
    // The dialog answers the press on its own; the embed (a new frame, costly to create) comes after that
    // paint, so the press is not held up by it.
    requestAnimationFrame(() =>
      setTimeout(() => dialog.current?.open && setSrc(autoplay(videoUrl))),
    );
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t.playVideo}
        data-hydrated={hydrated}
        onClick={open}
        className={cn(
          'grid place-items-center rounded-full bg-accent text-on-accent shadow-xl transition-transform hover:scale-105',
          className,
        )}
      >
        {playIcon}
      </button>
      {/* A click on the backdrop lands on the dialog itself; Escape is handled by the dialog natively. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={title}
        onClick={(event) => event.target === event.currentTarget && close()}
        onClose={() => {
          setSrc(undefined);
          button.current?.focus();
        }}
        className="m-auto w-[min(92vw,64rem)] overflow-visible bg-transparent p-0 text-ink backdrop:bg-black/85"
      >
        <div className="flex flex-col items-end gap-3">
          <button
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
      </dialog>
    </>
  );
}

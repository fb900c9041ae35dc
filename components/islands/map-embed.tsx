'use client';
// Client because the third-party map is loaded only when the visitor presses the button: before that
// the page makes no request to the map's host.
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { useHydrated } from './client-hooks';

export function MapEmbed({
  embedUrl,
  frameTitle,
  show,
  note,
  address,
}: {
  embedUrl: string;
  frameTitle: string;
  show: string;
  note: string;
  address: string;
}) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    // Upright on narrow phones: the card over the stand-in (address, note and button, 232 px tall at
    // 320 px in English) was cut off at the top of a 4:3 box (210 px there).
    <div
      data-hydrated={hydrated}
      className="relative aspect-[4/5] overflow-hidden rounded-3xl border border-line bg-surface xs:aspect-[4/3] sm:aspect-[21/9]"
    >
      {shown ? (
        <iframe src={embedUrl} title={frameTitle} className="absolute inset-0 size-full border-0" />
      ) : (
        <>
          {/* A drawn stand-in: streets, a park and the pin, in the theme's colours. */}
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full text-line"
            preserveAspectRatio="xMidYMid slice"
            viewBox="0 0 420 180"
          >
            <rect width="420" height="180" className="fill-raised" />
            <path
              d="M0 120 C90 100 160 140 240 110 S380 60 420 70"
              stroke="currentColor"
              strokeWidth="10"
              fill="none"
            />
            <path
              d="M130 0 L170 180 M300 0 L260 180 M0 40 L420 55"
              stroke="currentColor"
              strokeWidth="6"
              fill="none"
            />
            <circle cx="340" cy="140" r="26" className="fill-accent/10" />
            <path d="M210 62 a14 14 0 1 1 0.1 0 M210 90 l-9 -14 h18 z" className="fill-accent" />
          </svg>
          <div className="absolute inset-x-4 bottom-4 flex flex-col items-start gap-3 rounded-2xl bg-page/90 p-4 sm:inset-x-auto sm:start-6 sm:max-w-md">
            <p className="font-semibold">{address}</p>
            <p className="text-sm text-muted">{note}</p>
            <button type="button" onClick={() => setShown(true)} className={buttonClass('solid')}>
              {show}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

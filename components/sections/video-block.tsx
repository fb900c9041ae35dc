import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import { VideoModal } from '@/components/islands/video-modal';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

/** A wide picture with a play button that opens the video pop-up. */
export function VideoBlock({ image, videoUrl, ...section }: SectionOf<'video'>) {
  return (
    <Section {...section} align="center">
      <div className="relative overflow-hidden rounded-3xl">
        <Picture image={image} sizes="(min-width: 1280px) 80rem, 100vw" className="w-full" />
        <div className="absolute inset-0 grid place-items-center bg-black/25">
          <VideoModal
            videoUrl={videoUrl}
            title={section.title ?? words().videoTitle}
            playIcon={<Icon name="play-fill" />}
            closeIcon={<Icon name="close-line" />}
            className="size-24 text-4xl"
          />
        </div>
      </div>
    </Section>
  );
}

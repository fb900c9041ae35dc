import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import { VideoModal } from '@/components/islands/video-modal';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ClaimList } from './claim-list';
import { HeroBeside } from './hero-beside';

/** The tech startup's opening: heading, call to action, the video pop-up's play button and the artwork. */
export function HeroPlay({ cta, videoUrl, claims, ...hero }: SectionOf<'hero-play'>) {
  return (
    <HeroBeside {...hero}>
      <div className="flex flex-wrap items-center gap-6">
        <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        <VideoModal
          videoUrl={videoUrl}
          title={hero.title ?? words().videoTitle}
          playIcon={<Icon name="play-fill" />}
          closeIcon={<Icon name="close-line" />}
          className="size-14 text-2xl"
        />
      </div>
      {claims.length > 0 && <ClaimList claims={claims} className="mt-12" />}
    </HeroBeside>
  );
}

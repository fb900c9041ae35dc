import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import { VideoModal } from '@/components/islands/video-modal';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { ClaimList } from './claim-list';

/** The tech startup's opening: heading, call to action, the video pop-up's play button and the artwork. */
export function HeroPlay({
  id,
  eyebrow,
  title,
  lede,
  image,
  cta,
  videoUrl,
  claims,
}: SectionOf<'hero-play'>) {
  return (
    <section id={id} className="bg-surface pt-36 pb-20 lg:pt-44 lg:pb-28">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Headline as="h1" eyebrow={eyebrow} title={title} lede={lede} />
          <div className="flex flex-wrap items-center gap-6">
            <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
            <VideoModal
              videoUrl={videoUrl}
              title={title ?? words().videoTitle}
              playIcon={<Icon name="play-fill" />}
              closeIcon={<Icon name="close-line" />}
              className="size-14 text-2xl"
            />
          </div>
          {claims.length > 0 && <ClaimList claims={claims} className="mt-12" />}
        </div>
        <Picture
          image={image}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-3xl"
        />
      </Container>
    </section>
  );
}

import type { SectionOf } from '@/content/sections';
import { LoopVideo } from '@/components/islands/loop-video';
import { RotatingText } from '@/components/islands/rotating-text';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { ClaimList } from './claim-list';

/** The creative home's opening: heading, rotating subtitles, call to action, counters and a muted loop. */
export function HeroVideo({
  id,
  eyebrow,
  title,
  lede,
  subtitles,
  video,
  cta,
  claims,
}: SectionOf<'hero-video'>) {
  const pauseIcon = <Icon name="pause-line" />;
  const playIcon = <Icon name="play-line" />;
  return (
    <section id={id} className="pt-36 pb-16 lg:pt-44 lg:pb-24">
      <Container>
        <Headline as="h1" eyebrow={eyebrow} title={title} lede={lede} className="mb-6" />
        <RotatingText
          items={subtitles}
          pauseIcon={pauseIcon}
          playIcon={playIcon}
          className="mb-10 font-display text-2xl font-medium text-accent sm:text-3xl"
        />
        <div className="mb-12 flex flex-wrap items-end justify-between gap-10">
          <ButtonLink href={cta.href}>
            {cta.label}
            <Icon name="arrow-right-up-line" className="inline-block rtl:-scale-x-100" />
          </ButtonLink>
          <ClaimList claims={claims} />
        </div>
        <LoopVideo
          src={video.src}
          poster={
            <Picture
              image={video.poster}
              priority
              sizes="(min-width: 1280px) 1216px, calc(100vw - 2rem)"
              className="block w-full"
            />
          }
          pauseIcon={pauseIcon}
          playIcon={playIcon}
        />
      </Container>
    </section>
  );
}

import type { PageMeta, Site, ThemedImage } from '@/content/schema';
import type { Page } from '@/content/sections';
import { WaterRipple } from '@/components/islands/water-ripple';
import { words } from '@/components/i18n/words';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Marquee } from '@/components/ui/marquee';
import { ThemedPicture } from '@/components/ui/picture';
import { ContentEnd } from '@/components/layout/content-end';

type ComingSoonHeroProps = {
  meta: PageMeta;
  content: NonNullable<Page['comingSoon']>;
  services: string[];
  contact: Site['contact'];
  logo: ThemedImage;
};

const contactLink =
  'inline-flex min-h-11 items-center gap-2 font-medium text-ink underline-offset-4 hover:text-accent hover:underline';

/**
 * The full-screen pre-launch page: the theme's background image (rippling under the pointer),
 * tagline, heading, ways to reach the agency and the services moving along the bottom.
 */
export function ComingSoonHero({ meta, content, services, contact, logo }: ComingSoonHeroProps) {
  const t = words();
  return (
    <main id="main" className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div className="absolute inset-0 -z-10">
        <ThemedPicture
          image={content.background}
          priority
          className="absolute inset-0 h-full! w-full object-cover"
        />
        <WaterRipple />
        <div className="absolute inset-0 bg-gradient-to-b from-page/50 via-page/35 to-page/75" />
      </div>

      <div className="px-5 pt-6 sm:px-8 sm:pt-8">
        <ThemedPicture image={logo} priority className="h-9 w-auto" />
      </div>

      <div className="flex flex-1 flex-col items-center justify-center px-5 py-12 text-center">
        {meta.eyebrow && (
          <p className="mb-5 flex items-center gap-3 text-sm font-semibold tracking-[0.3em] text-accent uppercase">
            <Icon name="sparkling-2-fill" className="size-4" />
            {meta.eyebrow}
          </p>
        )}
        <h1 className="max-w-5xl font-display text-4xl font-semibold tracking-tight text-balance uppercase sm:text-6xl lg:text-7xl">
          {meta.heading}
        </h1>
        {meta.lede && <p className="mt-6 max-w-2xl text-lg text-pretty text-muted">{meta.lede}</p>}
        {content.cta && (
          <ButtonLink href={content.cta.href} className="mt-10">
            {content.cta.label}
            <Icon name="arrow-right-up-line" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
        )}
        <address className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-2 not-italic">
          <a href={`mailto:${contact.email}`} className={contactLink}>
            <Icon name="mail-line" className="size-5 text-accent" />
            {contact.email}
          </a>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={contactLink}>
            <Icon name="phone-line" className="size-5 text-accent" />
            {contact.phone}
          </a>
        </address>
      </div>

      <Marquee
        items={services}
        label={t.comingSoonServices}
        duration={30}
        separator={<Icon name="asterisk" className="mx-6 size-6 text-accent sm:mx-10" />}
        className="border-t border-line bg-page/80 py-5 backdrop-blur-sm"
        itemClassName="font-display text-2xl font-semibold whitespace-nowrap uppercase sm:text-4xl"
      />
      <ContentEnd />
    </main>
  );
}

import type { PageMeta } from '@/content/schema';
import { ButtonLink } from '@/components/ui/button';

/** The full-screen pre-launch page: heading, tagline and the services on their way. */
export function ComingSoonHero({ meta, services }: { meta: PageMeta; services: string[] }) {
  return (
    <main id="main" className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-surface px-5 text-center">
      <p className="mb-4 text-sm font-semibold tracking-[0.3em] text-accent uppercase">{meta.eyebrow}</p>
      <h1 className="max-w-5xl font-display text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{meta.heading}</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{meta.lede}</p>
      <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Our services">
        {services.map((service) => (
          <li key={service} className="rounded-full border border-line px-5 py-2 text-sm">
            {service}
          </li>
        ))}
      </ul>
      <ButtonLink href="/contact" className="mt-10">
        Get in touch
      </ButtonLink>
    </main>
  );
}

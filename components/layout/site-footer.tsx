import { getServices, getSite } from '@/content';
import { fill, words } from '@/components/i18n/words';
import type { Site } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ThemedPicture } from '@/components/ui/picture';
import { Link } from '@/components/ui/link';

const socialIcons: Record<Site['socials'][number]['icon'], string> = {
  facebook: 'facebook-fill',
  instagram: 'instagram-line',
  linkedin: 'linkedin-fill',
  x: 'twitter-x-line',
  behance: 'behance-fill',
  dribbble: 'dribbble-line',
  youtube: 'youtube-fill',
};

const headingClass = 'mb-4 font-display text-base font-semibold';
const linkClass = 'text-muted hover:text-accent';

export function SiteFooter() {
  const site = getSite();
  const { contact, footer } = site;
  const t = words();
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Link
            href="/"
            aria-label={fill(t.footerHomeLabel, { name: site.name })}
            className="inline-block"
          >
            <ThemedPicture image={site.logo} className="h-9 w-auto" />
          </Link>
          <p className="mt-4 max-w-xs text-sm text-muted">{footer.about}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t.footerSocial}>
            {site.socials.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-line text-lg hover:border-accent hover:text-accent"
                >
                  <Icon name={socialIcons[social.icon]} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t.footerNav}>
          <h2 className={headingClass}>{t.footerExplore}</h2>
          <ul className="space-y-2 text-sm">
            {site.nav.map((item) => (
              <li key={item.label}>
                <Link href={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t.footerContact}</h2>
          <address className="space-y-3 text-sm text-muted not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin-line" className="mt-0.5 shrink-0 text-accent" />
              <span>
                {contact.address.street}, {contact.address.city}, {contact.address.country}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="phone-line" className="mt-0.5 shrink-0 text-accent" />
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="mail-line" className="mt-0.5 shrink-0 text-accent" />
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </p>
          </address>
          <h2 className={`${headingClass} mt-8`}>{t.footerServices}</h2>
          <ul className="space-y-2 text-sm">
            {getServices().map((service) => (
              <li key={service.slug}>
                <Link href={`/service/${service.slug}`} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{footer.newsletter.title}</h2>
          <p className="text-sm text-muted">{footer.newsletter.text}</p>
          {/* Only the browser's own e-mail check applies; nothing is sent (spec section 5). */}
          <form action={footer.newsletter.action} className="mt-4 flex flex-col gap-3">
            <label htmlFor="newsletter-email" className="sr-only">
              {t.footerEmail}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t.footerEmail}
              className="min-h-11 rounded-full border border-line bg-page px-5 text-sm text-ink placeholder:text-muted"
            />
            <button type="submit" className={buttonClass('solid')}>
              {t.footerSubmit}
            </button>
          </form>
        </div>
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col items-center justify-between gap-3 py-6 text-sm text-muted sm:flex-row">
          <p>{fill(t.footerCopyright, { year: footer.copyrightYear, name: site.name })}</p>
          <ul className="flex gap-6">
            {footer.legal.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}

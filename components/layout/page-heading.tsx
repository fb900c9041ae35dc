import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Link } from '@/components/ui/link';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { words } from '@/components/i18n/words';

export type Crumb = { label: string; href?: string };

/** The h1 block at the top of an inner page, with its breadcrumb trail (the last crumb is the page). */
export function PageHeading({
  eyebrow,
  heading,
  lede,
  crumbs,
}: {
  eyebrow?: string;
  heading: string;
  lede?: string;
  crumbs: Crumb[];
}) {
  const t = words();
  const trail = [{ label: t.crumbHome, href: '/' }, ...crumbs];
  return (
    <div className="border-b border-line bg-surface pt-36 pb-14 lg:pt-44">
      <BreadcrumbJsonLd crumbs={trail} />
      <Container>
        <Headline as="h1" eyebrow={eyebrow} title={heading} lede={lede} className="mb-8" />
        <nav aria-label={t.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {trail.map((crumb, i, all) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden="true">/</span>}
                {crumb.href && i < all.length - 1 ? (
                  <Link href={crumb.href} className="hover:text-accent">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-ink">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </Container>
    </div>
  );
}

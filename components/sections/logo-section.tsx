import { getBrands } from '@/content';
import { words } from '@/components/i18n/words';
import type { Brand } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { ThemedPicture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

/** A brand's logo in the page's theme, linking to the brand's site and named by the brand. */
function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <a
      href={brand.href}
      aria-label={brand.name}
      className="flex h-28 items-center justify-center rounded-2xl border border-line bg-surface px-6 transition-colors hover:border-accent"
    >
      <ThemedPicture image={brand.logo} sizes="200px" className="h-14 w-auto" />
    </a>
  );
}

/** Brand logos: a responsive row or the autoplaying logo carousel; no section while there is none. */
export function LogoSection({ layout, limit, ...section }: SectionOf<'logos'>) {
  const brands = getBrands().slice(0, limit);
  if (brands.length === 0) return null;
  return (
    <Section {...section}>
      {layout === 'carousel' ? (
        <Slides preset="logos" label={section.title ?? words().brandLogos}>
          {brands.map((brand) => (
            <BrandLogo key={brand.slug} brand={brand} />
          ))}
        </Slides>
      ) : (
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandLogo brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

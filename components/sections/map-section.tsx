import { getSite } from '@/content';
import type { SectionOf } from '@/content/sections';
import { MapEmbed } from '@/components/islands/map-embed';
import { Section } from '@/components/ui/section';

/** The studio on an OpenStreetMap embed that loads on request, with a link to the full map. */
export function MapSection({
  show,
  frameTitle,
  embedUrl,
  link,
  note,
  ...section
}: SectionOf<'map'>) {
  const { address } = getSite().contact;
  return (
    <Section {...section}>
      <MapEmbed
        embedUrl={embedUrl}
        frameTitle={frameTitle}
        show={show}
        note={note}
        address={`${address.street}, ${address.city}`}
      />
      <p className="mt-4">
        <a href={link.href} className="font-semibold text-accent hover:underline">
          {link.label}
        </a>
      </p>
    </Section>
  );
}

import { ButtonLink } from '@/components/ui/button';

/**
 * What a section says while its collection is empty (no open position, no case study yet): a line, a
 * sentence, and the page to go to instead.
 */
export function EmptyNotice({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col items-start gap-6 border-y border-line py-8 md:flex-row md:items-center md:justify-between">
      <div>
        <p className="font-display text-xl font-semibold">{title}</p>
        <p className="mt-2 max-w-2xl text-muted">{text}</p>
      </div>
      <ButtonLink href={link.href} variant="outline">
        {link.label}
      </ButtonLink>
    </div>
  );
}

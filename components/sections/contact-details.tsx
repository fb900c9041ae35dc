import { getSite } from '@/content';
import type { SectionOf } from '@/content/sections';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** The studio's address, phone, e-mail and hours from site.json. */
export function ContactDetails({ labels, ...section }: SectionOf<'contact-details'>) {
  const { contact } = getSite();
  const facts = [
    {
      icon: 'map-pin-line',
      label: labels.address,
      value: `${contact.address.street}, ${contact.address.city}, ${contact.address.country}`,
    },
    {
      icon: 'phone-line',
      label: labels.phone,
      value: contact.phone,
      href: `tel:${contact.phone.replace(/[^+\d]/g, '')}`,
    },
    {
      icon: 'mail-line',
      label: labels.email,
      value: contact.email,
      href: `mailto:${contact.email}`,
    },
    { icon: 'time-line', label: labels.hours, value: contact.hours },
  ];
  return (
    <Section {...section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <li key={fact.label} className="flex gap-4 rounded-2xl border border-line bg-surface p-6">
            <Icon name={fact.icon} className="mt-1 shrink-0 text-2xl text-accent" />
            <div>
              <h3 className="font-display font-semibold">{fact.label}</h3>
              {fact.href ? (
                <a href={fact.href} className="text-muted hover:text-accent">
                  {fact.value}
                </a>
              ) : (
                <p className="text-muted">{fact.value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

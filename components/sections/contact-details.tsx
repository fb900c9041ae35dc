import { getSite } from '@/content';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

const field =
  'min-h-11 w-full rounded-xl border border-line bg-page px-4 py-2 text-ink placeholder:text-muted';

/** The studio's address, phone, e-mail and hours beside the contact form (no validation: spec section 5). */
export function ContactDetails() {
  const { contact } = getSite();
  const facts = [
    [
      'map-pin-line',
      'Visit us',
      `${contact.address.street}, ${contact.address.city}, ${contact.address.country}`,
      undefined,
    ],
    ['phone-line', 'Call us', contact.phone, `tel:${contact.phone.replace(/[^+\d]/g, '')}`],
    ['mail-line', 'Write to us', contact.email, `mailto:${contact.email}`],
    ['time-line', 'Office hours', contact.hours, undefined],
  ] as const;
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
        <ul className="space-y-6">
          {facts.map(([icon, label, value, href]) => (
            <li key={label} className="flex gap-4">
              <Icon name={icon} className="mt-1 shrink-0 text-2xl text-accent" />
              <div>
                <h2 className="font-display font-semibold">{label}</h2>
                {href ? (
                  <a href={href} className="text-muted hover:text-accent">
                    {value}
                  </a>
                ) : (
                  <p className="text-muted">{value}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <form
          action="#"
          className="grid gap-4 rounded-3xl border border-line bg-surface p-8 sm:grid-cols-2"
        >
          <h2 className="font-display text-2xl font-semibold sm:col-span-2">
            Tell us about your project
          </h2>
          {(
            [
              ['name', 'Your name'],
              ['email', 'Email'],
              ['phone', 'Phone'],
              ['subject', 'Subject'],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="grid gap-1 text-sm font-semibold">
              {label}
              <input name={name} type="text" className={field} />
            </label>
          ))}
          <label className="grid gap-1 text-sm font-semibold sm:col-span-2">
            Message
            <textarea name="message" rows={5} className={field} />
          </label>
          <button
            type="submit"
            className={buttonClass('solid', 'sm:col-span-2 sm:justify-self-start')}
          >
            Send Message
          </button>
        </form>
      </div>
    </Section>
  );
}

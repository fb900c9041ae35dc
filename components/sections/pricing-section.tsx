import { useId } from 'react';
import type { SectionOf } from '@/content/sections';
import { getPricing } from '@/content';
import { words } from '@/components/i18n/words';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';

const periods = ['monthly', 'yearly'] as const;

// Which price shows follows the checked radio through CSS :has(), so the toggle needs no script.
const shownFor = {
  monthly: 'group-has-[[value=yearly]:checked]/pricing:hidden',
  yearly: 'hidden group-has-[[value=yearly]:checked]/pricing:inline',
} as const;

/**
 * Plans from pricing.json with the monthly/yearly switch: native radio buttons (arrow keys move and
 * select, as in the APG radio group). Both prices are in the HTML; monthly is checked at load.
 */
export function PricingSection(section: SectionOf<'pricing'>) {
  const pricing = getPricing();
  const name = useId();
  const t = words();
  const timeline = { monthly: t.pricingPerMonth, yearly: t.pricingPerYear };
  return (
    <Section {...section} align="center">
      <div className="group/pricing">
        <fieldset className="mx-auto mb-12 flex w-fit gap-1 rounded-full border border-line bg-surface p-1">
          <legend className="sr-only">{t.pricingPeriod}</legend>
          {periods.map((period) => (
            <label key={period}>
              <input
                type="radio"
                name={name}
                value={period}
                defaultChecked={period === 'monthly'}
                className="peer sr-only"
              />
              <span className="block min-h-11 cursor-pointer rounded-full px-7 py-2.5 text-sm font-semibold text-muted peer-checked:bg-accent peer-checked:text-on-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:text-ink peer-checked:hover:text-on-accent">
                {pricing.periods[period]}
              </span>
            </label>
          ))}
        </fieldset>
        <ul className="grid gap-6 text-start lg:grid-cols-3">
          {pricing.plans.map((plan) => (
            <li
              key={plan.slug}
              className={cn(
                'relative flex flex-col rounded-3xl border bg-surface p-8 lg:p-10',
                plan.popular ? 'border-accent' : 'border-line',
              )}
            >
              <div className="flex items-center justify-between gap-4">
                <h3 className="font-display text-2xl font-semibold">{plan.title}</h3>
                {plan.popular && (
                  <p className="rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-widest text-on-accent uppercase">
                    {t.pricingPopular}
                  </p>
                )}
              </div>
              <p className="mt-3 text-muted">{plan.subtitle}</p>
              <p className="my-8 font-display text-5xl font-semibold tabular-nums">
                {periods.map((period) => (
                  <span key={period} className={shownFor[period]}>
                    {plan.currency}
                    {plan.prices[period]}
                    <span className="ms-1 font-sans text-base font-normal text-muted">
                      {timeline[period]}
                    </span>
                  </span>
                ))}
              </p>
              <CheckList
                items={plan.features}
                className="mb-10 space-y-3 border-t border-line pt-8"
              />
              <ButtonLink
                href={plan.cta.href}
                variant={plan.popular ? 'solid' : 'outline'}
                className="mt-auto"
              >
                {plan.cta.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

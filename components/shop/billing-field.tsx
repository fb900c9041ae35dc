// One field of the checkout's billing form, as the form's state has it: its label (with a star when
// required), its control (a list for the country and region, a box for the notes, an input of the
// field's kind for the rest) and, once the form has been checked, the message saying what is wrong.
// Rendered by checkout-view.tsx, which keeps the values and the messages.
import type { ReactNode } from 'react';
import type { Country, Shop } from '@/content/schema';
import { cn } from '@/components/ui/cn';
import { AUTOCOMPLETE, WIDE, controlAttributes, type FieldName } from './checkout-fields';

export function BillingField({
  id,
  name,
  required,
  value,
  error,
  text,
  countries,
  regions,
  onChange,
}: {
  /** The control's id; its message is `${id}-error`. */
  id: string;
  name: FieldName;
  required: boolean;
  value: string;
  error: string | undefined;
  text: Shop['text']['checkout'];
  countries: Country[];
  /** The chosen country's regions, for the region list. */
  regions: string[];
  onChange: (value: string) => void;
}): ReactNode {
  const common = controlAttributes(id, name, required, value, error);
  return (
    <div className={cn('grid content-start gap-1', WIDE.includes(name) && 'sm:col-span-2')}>
      <p className="text-sm font-semibold">
        <label htmlFor={id}>{text.fields[name]}</label>
        {required && (
          <span aria-hidden="true" className="ms-1 text-accent">
            *
          </span>
        )}
      </p>
      {name === 'country' || name === 'state' ? (
        <select
          {...common}
          // The country list has no empty first choice, so it is never empty: `required` would be
          // void there (and invalid HTML); assistive tech is told it is required all the same.
          required={name === 'state' && required}
          aria-required={name === 'country' && required ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {name === 'state' && <option value="">{text.chooseState}</option>}
          {name === 'country'
            ? countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))
            : regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
        </select>
      ) : name === 'notes' ? (
        <textarea
          {...common}
          rows={4}
          placeholder={text.fields.notesPlaceholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[name]}
          placeholder={name === 'street' ? text.fields.streetPlaceholder : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-accent">
          {error}
        </p>
      )}
    </div>
  );
}

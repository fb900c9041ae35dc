import type { FormField } from '@/components/islands/site-form';

/** A field of a form as the form lists it: its key, its kind and options; its name and label follow. */
export type FieldSpec = Omit<FormField, 'name' | 'label'>;

/**
 * A form's fields, each named and labelled from the content's settings for that form under its key:
 * the sender's name and e-mail first (both required, autofilled by the browser: every form of the site
 * opens with them), then the form's own fields in order.
 */
export function formFields<K extends string>(
  names: Record<'name' | 'email' | K, string>,
  labels: Record<'name' | 'email' | K, string>,
  own: (FieldSpec & { key: K })[] = [],
): FormField[] {
  const sender: (FieldSpec & { key: 'name' | 'email' })[] = [
    { key: 'name', kind: 'text', required: true, autoComplete: 'name' },
    { key: 'email', kind: 'email', required: true, autoComplete: 'email' },
  ];
  return [...sender, ...own].map((field) => ({
    ...field,
    name: names[field.key],
    label: labels[field.key],
  }));
}

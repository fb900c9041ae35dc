import type { FormField } from '@/components/islands/site-form';

/** The name and e-mail fields every form of the site opens with, both required. */
export function senderFields(
  names: { name: string; email: string },
  labels: { name: string; email: string },
): FormField[] {
  return [
    {
      key: 'name',
      name: names.name,
      label: labels.name,
      kind: 'text',
      required: true,
      autoComplete: 'name',
    },
    {
      key: 'email',
      name: names.email,
      label: labels.email,
      kind: 'email',
      required: true,
      autoComplete: 'email',
    },
  ];
}

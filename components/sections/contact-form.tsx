import { getJobs, getSite, SUBJECT_PARAM } from '@/content';
import type { SectionOf } from '@/content/sections';
import { SiteForm } from '@/components/islands/site-form';
import { Section } from '@/components/ui/section';
import { formFields } from '@/components/forms/sender-fields';

/**
 * The contact form: it sends through `forms.contact` of site.json. Its subject offers the page's
 * subjects and the open positions; a job's Apply link (?subject=<job>) arrives with that job chosen.
 */
export function ContactForm({
  labels,
  subjects,
  positions,
  submit,
  ...section
}: SectionOf<'contact-form'>) {
  const { forms, contact, name } = getSite();
  const { fields } = forms.contact;
  const jobs = getJobs();
  return (
    <Section {...section}>
      <SiteForm
        id="contact-form"
        endpoint={forms.contact.endpoint}
        mailto={contact.email}
        mailSubject={`${section.title} - ${name}`}
        honeypot={forms.contact.honeypot}
        messages={forms.messages}
        submit={submit}
        className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
        preselect={{
          param: SUBJECT_PARAM,
          field: fields.subject,
          values: Object.fromEntries(jobs.map((job) => [job.slug, job.title])),
        }}
        fields={formFields(fields, labels, [
          { key: 'phone', kind: 'tel', autoComplete: 'tel' },
          {
            key: 'subject',
            kind: 'select',
            options: subjects,
            groups: [{ label: positions, options: jobs.map((job) => job.title) }],
          },
          { key: 'message', kind: 'textarea', required: true, wide: true },
        ])}
      />
    </Section>
  );
}

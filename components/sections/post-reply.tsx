import type { Post } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { getSite } from '@/content';
import { SiteForm } from '@/components/islands/site-form';
import { Section } from '@/components/ui/section';
import { formFields } from '@/components/forms/sender-fields';

/** The 'Leave A Reply' form under a post; it sends through `forms.reply` of site.json. */
export function PostReply({
  post,
  labels,
  submit,
  ...section
}: SectionOf<'post-reply'> & { post: Post }) {
  const { forms, contact, name } = getSite();
  const { fields } = forms.reply;
  return (
    <Section {...section}>
      <SiteForm
        id="reply-form"
        endpoint={forms.reply.endpoint}
        mailto={contact.email}
        mailSubject={`${section.title}: ${post.title} - ${name}`}
        honeypot={forms.reply.honeypot}
        messages={forms.messages}
        submit={submit}
        className="mx-auto max-w-3xl"
        fields={formFields(fields, labels, [
          { key: 'comment', kind: 'textarea', required: true, wide: true },
        ])}
      />
    </Section>
  );
}

import { getPage } from '@/content';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { Sections } from './registry';

/** A page built from its content file's section list: the home pages, which describe the agency. */
export function PageSections({ name }: { name: string }) {
  return (
    <>
      <OrganizationJsonLd />
      <Sections page={name} sections={getPage(name).sections ?? []} />
    </>
  );
}

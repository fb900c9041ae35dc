import { getPage } from '@/content';
import { Sections } from './registry';

/** A page built from its content file's section list. */
export function PageSections({ name }: { name: string }) {
  return <Sections page={name} sections={getPage(name).sections ?? []} />;
}

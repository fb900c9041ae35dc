/*
 * The site search's words in both languages (components/islands/site-search.tsx). Kept apart from the
 * islands' shared words so that they ship with the search island only.
 */
import type { SectionKey } from './sections';

export const searchEn = {
  /** The header button's name and the dialog's. */
  search: 'Search',
  dialogTitle: 'Search the site',
  field: 'Search pages, services, projects, posts and products',
  close: 'Close search',
  results: 'Results',
  loading: 'Loading the search…',
  /** `{count}`: how many results, read out to screen readers as they change. */
  found: '{count} results',
  foundOne: '1 result',
  noResults: 'No results for “{query}”',
  tryASection: 'Try one of the main sections:',
  failed: 'The search could not load. Try again, or browse the main sections:',
  hint: 'Arrows move, Enter opens, Escape closes',
  sections: {
    service: 'Service',
    project: 'Project',
    caseStudy: 'Case study',
    post: 'Post',
    product: 'Product',
    member: 'Team member',
    page: 'Page',
  } satisfies Record<SectionKey, string>,
};

export type SearchWords = typeof searchEn;

export const searchAr: SearchWords = {
  search: 'بحث',
  dialogTitle: 'البحث في الموقع',
  field: 'ابحث في الصفحات والخدمات والمشاريع والمقالات والمنتجات',
  close: 'إغلاق البحث',
  results: 'النتائج',
  loading: 'جارٍ تحميل البحث…',
  found: '{count} نتيجة',
  foundOne: 'نتيجة واحدة',
  noResults: 'لا نتائج لـ «{query}»',
  tryASection: 'جرّب أحد الأقسام الرئيسية:',
  failed: 'تعذّر تحميل البحث. حاول مرة أخرى أو تصفّح الأقسام الرئيسية:',
  hint: 'الأسهم للتنقل، Enter للفتح، Escape للإغلاق',
  sections: {
    service: 'خدمة',
    project: 'مشروع',
    caseStudy: 'دراسة حالة',
    post: 'مقالة',
    product: 'منتج',
    member: 'عضو الفريق',
    page: 'صفحة',
  },
};

import { movedPage } from '@/components/layout/moved-notice';

/** An old address the spec links to; it sends the visitor on to the page's current one. */
const page = movedPage('/portfolio/portfolio-details', {
  en: { name: 'Portfolio details', section: 'Portfolio' },
  ar: { name: 'تفاصيل المشاريع', section: 'أعمالنا' },
});

export const generateMetadata = page.generateMetadata;
export default page.MovedPage;

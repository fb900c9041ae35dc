import { movedPage } from '@/components/layout/moved-notice';

/** An old address the spec links to; it sends the visitor on to the page's current one. */
const page = movedPage('/team/team-details', {
  en: { name: 'Team details', section: 'Team' },
  ar: { name: 'تفاصيل الفريق', section: 'الفريق' },
});

export const generateMetadata = page.generateMetadata;
export default page.MovedPage;

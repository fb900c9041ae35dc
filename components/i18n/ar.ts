import { arAppError } from './app-error-words';
import type { SiteWords } from './word-types';

/** Arabic interface words of server components (see ./words.ts): the same keys as ./en.ts. */
export const ar: SiteWords = {
  skipToContent: 'انتقل إلى المحتوى',
  ...arAppError,

  // The footer (components/layout/site-footer.tsx).
  footerHomeLabel: 'الصفحة الرئيسية ل{name}',
  footerSocial: 'وسائل التواصل الاجتماعي',
  footerNav: 'تذييل الصفحة',
  footerExplore: 'استكشف',
  footerContact: 'تواصل معنا',
  footerServices: 'الخدمات',
  footerEmail: 'البريد الإلكتروني',
  footerSubmit: 'إرسال',
  footerCopyright: '© {year} {name}. جميع الحقوق محفوظة.',

  // An inner page's heading (components/layout/page-heading.tsx).
  crumbHome: 'الرئيسية',
  breadcrumb: 'مسار التنقل',

  postPages: 'صفحات المقالات',
  projectPages: 'صفحات المشاريع',
  pagePrevious: 'الصفحة السابقة',
  pageNext: 'الصفحة التالية',
  pageNumber: 'الصفحة {n}',
  pageTitle: '{title}، الصفحة {n}',

  // An old address (components/layout/moved-notice.tsx); `what` is the page's name.
  movedHeading: 'انتقلت صفحة {what}',
  movedText: 'هذه الصفحة موجودة الآن على عنوان جديد:',
  movedDescription: 'صفحة {what} الآن على العنوان {to}.',

  // Sections (components/sections/).
  pricingPeriod: 'دورة الفوترة',
  pricingPopular: 'الأكثر طلبًا',
  pricingPerMonth: '/شهريًا',
  pricingPerYear: '/سنويًا',
  ratingText: 'التقييم {value} من 5',
  videoTitle: 'فيديو',
  brandLogos: 'شعارات العلامات التجارية',
  marqueeLabel: 'ما نقدّمه',
  jobsNone: 'لا توجد وظائف شاغرة حاليًا.',
  jobsNoneText:
    'يسعدنا دائمًا التعرّف إلى من يحبّون هذا العمل. أرسل إلينا سيرتك الذاتية وسنحتفظ بها لأول فرصة قادمة.',
  jobsNoneLink: 'أرسل سيرتك الذاتية',
  caseStudiesNone: 'لا توجد دراسات حالة بعد.',
  caseStudiesNoneText:
    'نعمل على كتابة القصص وراء مشاريعنا، وإلى حين ذلك تجد أعمالنا في معرض الأعمال.',
  caseStudiesNoneLink: 'تصفّح معرض الأعمال',
  comingSoonServices: 'خدماتنا',
  labels: {
    Branding: 'الهوية التجارية',
    LifeStyle: 'أسلوب الحياة',
    Travel: 'سفر',
    Event: 'فعاليات',
    Tech: 'تقنية',
    Design: 'تصميم',
    Creative: 'إبداع',
    Illustration: 'رسوم توضيحية',
    Nature: 'طبيعة',
    Brand: 'علامة تجارية',
    Digital: 'رقمي',
    Marketing: 'تسويق',
    Graphics: 'جرافيك',
  },
};

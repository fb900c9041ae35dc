/*
 * The islands' interface words in both languages (read through ./island-words.ts). A plain module, so
 * tests read the English words too; the Arabic is typed as the English shape.
 */

export const islandEn = {
  // Carousel (components/islands/carousel.tsx). `{n}`: a slide's number, `{count}`: how many.
  pauseAutoplay: 'Pause autoplay',
  playAutoplay: 'Play autoplay',
  slides: 'Slides',
  goToSlide: 'Go to slide {n}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideOf: '{n} of {count}',
  // Pause buttons of the background video and the hero's rotating subtitle.
  playBackgroundVideo: 'Play background video',
  pauseBackgroundVideo: 'Pause background video',
  playRotation: 'Play subtitle rotation',
  pauseRotation: 'Pause subtitle rotation',
  // Video dialog.
  playVideo: 'Play video',
  closeVideo: 'Close video',
  // Header: the navigation landmark, the menu button, the theme and language switches.
  mainNavigation: 'Main',
  menu: 'Menu',
  toLightTheme: 'Switch to light theme',
  toDarkTheme: 'Switch to dark theme',
  /** The other language's name, in that language: the language switch's visible text. */
  otherLanguage: 'العربية',
  readInOtherLanguage: 'Read this page in Arabic',
  // Range slider: the handles' names when the owner gives none.
  minimum: 'Minimum',
  maximum: 'Maximum',
  /** Between the items of a list written out in a sentence ("Mug, Tote"). */
  listSeparator: ', ',
  // The blog's index (components/islands/post-index.tsx): Load More and the search, when a file fails.
  postsFailed: 'More posts could not be loaded. Check the connection and press again.',
  postSearchFailed: 'The search could not be loaded. Check the connection and try again.',
};

export type IslandWords = typeof islandEn;

export const islandAr: IslandWords = {
  pauseAutoplay: 'إيقاف التمرير التلقائي مؤقتًا',
  playAutoplay: 'تشغيل التمرير التلقائي',
  slides: 'الشرائح',
  goToSlide: 'الانتقال إلى الشريحة {n}',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  slideOf: '{n} من {count}',
  playBackgroundVideo: 'تشغيل فيديو الخلفية',
  pauseBackgroundVideo: 'إيقاف فيديو الخلفية مؤقتًا',
  playRotation: 'تشغيل تبديل العنوان الفرعي',
  pauseRotation: 'إيقاف تبديل العنوان الفرعي مؤقتًا',
  playVideo: 'تشغيل الفيديو',
  closeVideo: 'إغلاق الفيديو',
  mainNavigation: 'القائمة الرئيسية',
  menu: 'القائمة',
  toLightTheme: 'التبديل إلى المظهر الفاتح',
  toDarkTheme: 'التبديل إلى المظهر الداكن',
  otherLanguage: 'English',
  readInOtherLanguage: 'اقرأ هذه الصفحة بالإنجليزية',
  minimum: 'الحد الأدنى',
  maximum: 'الحد الأقصى',
  listSeparator: '، ',
  postsFailed: 'تعذّر تحميل مزيد من المقالات. تحقّق من الاتصال واضغط مرة أخرى.',
  postSearchFailed: 'تعذّر تحميل البحث. تحقّق من الاتصال وحاول مرة أخرى.',
};

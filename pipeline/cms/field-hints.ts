/*
 * The collections' names and the fields' hints and messages in Arabic, English to Arabic twin: a
 * collection's label and singular (content/collections.ts, the single files' names), each hint the
 * schemas describe a field with (its message, when the value is refused, is the hint without its full
 * stop: pipeline/cms/localize-config.ts finds it here too), and the messages of their own.
 *
 * Examples in a hint (a slug, a path, `**bold**`) stay as they are typed: they are what the editor
 * writes in the field.
 */
export const fieldHintsAr: Record<string, string> = {
  // The collections (their labels and singulars) not named like a field in ./field-words.ts.
  Post: 'مقالة',
  Project: 'مشروع',
  'Case study': 'دراسة حالة',
  'Team member': 'عضو في الفريق',
  Job: 'وظيفة',
  Products: 'المنتجات',
  Testimonial: 'رأي عميل',
  Award: 'جائزة',
  Site: 'إعدادات الموقع',
  Shop: 'المتجر',
  Pages: 'الصفحات',
  // Hints.
  'A slug: lower-case words joined by hyphens, such as "web-design".':
    'المعرّف في الرابط: كلمات إنجليزية بأحرف صغيرة تصل بينها شرطات، مثل web-design.',
  'A date: year-month-day, such as 2025-03-14.': 'تاريخ بصيغة السنة-الشهر-اليوم، مثل 2025-03-14.',
  'One of the team, by name.': 'أحد أعضاء الفريق، باسمه.',
  'A picture in public/images/ (JPEG, PNG, WebP or SVG); its size is read from the file.':
    'صورة من مجلد public/images/‏ (JPEG أو PNG أو WebP أو SVG)؛ تُقرأ أبعادها من الملف نفسه.',
  'What the picture shows, for those who cannot see it; empty for a decorative one.':
    'ما تُظهره الصورة، لمن لا يستطيع رؤيتها؛ ويُترك فارغًا للصورة الزخرفية.',
  'Markdown: a blank line between paragraphs, `## heading`, `**bold**`, `*italic*`, `[a link](/service/branding/)`, `- list item`, `> quote`, `![what it shows](/images/…)`. No HTML.':
    'نص بتنسيق ماركداون: سطر فارغ بين الفقرات، و`## عنوان`، و`**عريض**`، و`*مائل*`، و`[رابط](/service/branding/)`، و`- بند في قائمة`، و`> اقتباس`، و`![ما تُظهره الصورة](/images/…)`. دون وسوم HTML.',
  'One of the services, by name.': 'إحدى الخدمات، باسمها.',
  'Where the item stands in its list: 1 first, then 2, and so on.':
    'مكان العنصر في قائمته: 1 أولًا، ثم 2، وهكذا.',
  'Paragraphs, one per item.': 'فقرات، فقرة لكل بند.',
  'An address elsewhere: an https://, mailto: or tel: URL.':
    'عنوان خارج الموقع: رابط يبدأ بـ https://‎ أو mailto:‎ أو tel:‎.',
  "The product's id, its address /shop/<id>: lower-case letters, digits and hyphens.":
    'معرّف المنتج، وعنوانه ‎/shop/<id>‎: أحرف إنجليزية صغيرة وأرقام وشرطات.',
  "The site's public address, for absolute URLs (share links, canonical URLs, the sitemap): https://… without a trailing slash.":
    'عنوان الموقع العام، للروابط الكاملة (روابط المشاركة والروابط المرجعية وخريطة الموقع): ‎https://…‎ دون شرطة مائلة في آخره.',
  'A page of the site: a root path such as "/about" (the site adds /light and /ar itself).':
    'صفحة من الموقع: مسار يبدأ من جذر الموقع مثل ‎/about‎ (يضيف الموقع ‎/light‎ و‎/ar‎ بنفسه).',
  'A root path such as "/about", an anchor such as "#service", or an https://, mailto: or tel: URL.':
    'مسار يبدأ من جذر الموقع مثل ‎/about‎، أو موضع في الصفحة مثل ‎#service‎، أو رابط يبدأ بـ https://‎ أو mailto:‎ أو tel:‎.',
  'Where the newsletter form posts: a mailing service URL, or "#" to keep it on the page.':
    'وجهة نموذج النشرة البريدية: رابط خدمة البريد، أو «#» ليبقى في الصفحة.',
  'Serve the coming-soon page at the root paths (a pre-launch deploy).':
    'عرض صفحة «قريبًا» على المسارات الرئيسية (نشر ما قبل الإطلاق).',
  'One of the products, by name.': 'أحد المنتجات، باسمه.',
  'The browser tab title; the site adds " - Rawnaq" (" - رونق" in Arabic).':
    'العنوان في تبويب المتصفح؛ يضيف الموقع « - رونق» (و« - Rawnaq» بالإنجليزية).',
  'What search engines and share cards show under the title.':
    'ما تعرضه محركات البحث وبطاقات المشاركة تحت العنوان.',
  "The page's main heading (its h1).": 'العنوان الرئيسي للصفحة (أول عنوان فيها).',
  'On a generic detail page (service-details, …): the slug of the item it shows.':
    'في صفحة تفاصيل عامة (service-details، …): المعرّف في رابط العنصر الذي تعرضه.',
  'An anchor for links to this section, such as "service" (for /page#service).':
    'اسم موضع تشير إليه الروابط إلى هذا القسم، مثل service (للرابط ‎/page#service‎).',
  'One of the projects, by name.': 'أحد المشاريع، باسمه.',
  'On the portfolio page: how many projects a page shows; the others follow on /portfolio/page/2/ and on.':
    'في صفحة الأعمال: عدد المشاريع في الصفحة الواحدة؛ ويأتي الباقي في ‎/portfolio/page/2/‎ وما بعدها.',
  // Messages of their own (a refused value).
  'Write something here': 'اكتب شيئًا هنا',
  'Markdown only: no HTML tags, and every picture needs its alt text, ![what it shows](/images/…)':
    'ماركداون فقط: لا وسوم HTML، ولكل صورة وصفها النصي، ![ما تُظهره الصورة](/images/…)',
  'Not in the expected form': 'ليست بالصيغة المطلوبة',
  'A number above 0': 'رقم أكبر من 0',
};

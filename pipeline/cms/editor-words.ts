/*
 * The project's own words in the web editor, besides its fields' (./field-words.ts): what the upload
 * guard, the checks before a save (the build's schemas, a link to no page, a taken slug) and the
 * preview say, and the interface-language switch; English and Arabic twins, checked by the same
 * interface-language rules as the site's dictionaries (e2e/unit/interface-language.ts).
 *
 * `{name}` and the like are filled in by pipeline/cms/editor-text.ts's `say`.
 */
export const editorWordsEn = {
  /** The page's title, in the browser's tab. */
  title: 'Content editor - Rawnaq',
  /** The switch of the interface's language, in the editor's top bar and on its sign-in page. */
  switchGroup: 'Interface language',
  switchTo: 'Show the editor in Arabic',
  // Decap's notices' close button and timer, which Decap names in English only.
  closeNotice: 'Close',
  noticeTimer: 'Time left before the notice closes',
  // The upload guard (pipeline/cms/upload-guard.ts).
  notUploaded: 'Not uploaded. {problems}',
  heic: '"{name}" is an HEIC photo (an iPhone\'s own format), which the site cannot use: upload a JPEG, PNG, WebP or SVG file (on the iPhone, share the photo as JPEG, or choose Settings > Camera > Formats > Most Compatible).',
  notPicture: '"{name}" is not a picture the site can use: upload a JPEG, PNG, WebP or SVG file.',
  tooLarge:
    '"{name}" is {size} MB: pictures up to 20 MB are taken. Export it smaller and upload it again.',
  // The checks before a save (pipeline/cms/editor.ts).
  notSaved: 'Not saved: the site would not build with this. {problems}',
  andMore: '{problems} (and {count} more)',
  english: 'English',
  arabic: 'Arabic',
  slugTaken: '{path}: "{id}" is taken by another {singular}; choose another',
  slugKept:
    '{path}: expected "{file}", the name of this {singular}\'s file (to give it another {key}, create a new {singular} and delete this one)',
  deadLink:
    '(line {line}, column {column}): a link to {url}, which is no page of the site; expected a root path such as /service/branding/',
  // The preview pane (pipeline/cms/preview.ts): its two buttons name each language in its own letters.
  previewLanguage: 'Preview language',
};

export type EditorWords = typeof editorWordsEn;

export const editorWordsAr: EditorWords = {
  title: 'محرر المحتوى - رونق',
  switchGroup: 'لغة الواجهة',
  switchTo: 'عرض المحرر بالإنجليزية',
  closeNotice: 'إغلاق',
  noticeTimer: 'الوقت المتبقي قبل إغلاق الإشعار',
  notUploaded: 'لم يُرفع الملف. {problems}',
  heic: '«{name}» صورة بصيغة HEIC (صيغة iPhone الخاصة)، ولا يستطيع الموقع استخدامها: ارفع ملف JPEG أو PNG أو WebP أو SVG (على iPhone شارك الصورة بصيغة JPEG، أو اختر الإعدادات ثم الكاميرا ثم التنسيقات ثم «الأكثر توافقًا»).',
  notPicture: '«{name}» ليس صورة يستطيع الموقع استخدامها: ارفع ملف JPEG أو PNG أو WebP أو SVG.',
  tooLarge:
    'حجم «{name}» ‏{size} ميغابايت، والحد الأقصى للصور 20 ميغابايت. صدّرها بحجم أصغر ثم ارفعها من جديد.',
  notSaved: 'لم يُحفظ: لن يُبنى الموقع بهذا المحتوى. {problems}',
  andMore: '{problems} (و{count} غيرها)',
  english: 'الإنجليزية',
  arabic: 'العربية',
  slugTaken: '{path}: المعرّف «{id}» مستخدم لعنصر آخر في «{singular}»؛ اختر غيره',
  slugKept:
    '{path}: المتوقع «{file}»، وهو اسم ملف هذا العنصر من «{singular}» (لتغيير {key} أنشئ عنصرًا جديدًا واحذف هذا)',
  deadLink:
    '(السطر {line}، العمود {column}): رابط إلى {url}، وليست صفحة في الموقع؛ المتوقع مسار يبدأ من جذر الموقع مثل ‎/service/branding/',
  previewLanguage: 'لغة المعاينة',
};

export const editorWords = { en: editorWordsEn, ar: editorWordsAr } as const;

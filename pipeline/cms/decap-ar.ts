/*
 * Decap CMS's own words in Arabic, key for key with its English locale (decap-cms-locales/src/en,
 * 3.x), which Decap has not (decap-cms-locales ships Hebrew and Persian, no Arabic): registered by
 * pipeline/cms/interface-language.ts as `ar`. The entry editor's part is ./decap-ar-editor.ts.
 *
 * Plurals (`|||| `) follow Arabic's six forms, as Polyglot counts them for `ar`: none, one, two, three
 * to ten, eleven to ninety-nine, a hundred and more. Service names (GitHub, GitLab, …) stay as their
 * owners write them.
 */
import { decapArEditor } from './decap-ar-editor';

export const decapAr = {
  auth: {
    login: 'تسجيل الدخول',
    loggingIn: 'جارٍ تسجيل الدخول…',
    loginWithNetlifyIdentity: 'تسجيل الدخول بهوية Netlify',
    loginWithAzure: 'تسجيل الدخول عبر Azure',
    loginWithBitbucket: 'تسجيل الدخول عبر Bitbucket',
    loginWithGitHub: 'تسجيل الدخول عبر GitHub',
    loginWithGitLab: 'تسجيل الدخول عبر GitLab',
    loginWithGitea: 'تسجيل الدخول عبر Gitea',
    loginWithForgejo: 'تسجيل الدخول عبر Forgejo',
    errors: {
      email: 'أدخل بريدك الإلكتروني.',
      password: 'أدخل كلمة المرور.',
      identitySettings:
        'تعذّر الوصول إلى إعدادات الهوية. إن كنت تستخدم بوابة Git من Netlify ففعّل خدمة الهوية والبوابة.',
    },
  },
  app: {
    header: {
      content: 'المحتوى',
      workflow: 'سير العمل',
      media: 'الوسائط',
      quickAdd: 'إضافة سريعة',
    },
    app: {
      errorHeader: 'تعذّر تحميل إعدادات المحرر',
      configErrors: 'أخطاء في الإعدادات',
      checkConfigYml: 'راجع ملف إعدادات المحرر.',
      loadingConfig: 'جارٍ تحميل الإعدادات…',
      waitingBackend: 'بانتظار الخادم…',
    },
    notFoundPage: {
      header: 'الصفحة غير موجودة',
    },
  },
  collection: {
    sidebar: {
      collections: 'المجموعات',
      allCollections: 'كل المجموعات',
      searchAll: 'البحث في الكل',
      searchIn: 'البحث في',
    },
    collectionTop: {
      sortBy: 'الترتيب حسب',
      viewAs: 'طريقة العرض',
      viewAsList: 'عرض على شكل قائمة',
      viewAsGrid: 'عرض على شكل شبكة',
      newButton: '＋ %{collectionLabel}',
      newButtonAriaLabel: 'إنشاء عنصر جديد في %{collectionLabel}',
      ascending: 'تصاعديًا',
      descending: 'تنازليًا',
      searchResults: 'نتائج البحث عن «%{searchTerm}»',
      searchResultsInCollection: 'نتائج البحث عن «%{searchTerm}» في %{collection}',
      filterBy: 'التصفية حسب',
      groupBy: 'التجميع حسب',
    },
    entries: {
      loadingEntries: 'جارٍ تحميل العناصر…',
      cachingEntries: 'جارٍ تجهيز العناصر…',
      longerLoading: 'قد يستغرق هذا بضع دقائق',
      noEntries: 'لا عناصر',
      unpublishedHeader: 'عناصر غير منشورة',
    },
    groups: {
      other: 'أخرى',
      negateLabel: 'غير %{label}',
    },
    defaultFields: {
      author: {
        label: 'الكاتب',
      },
      updatedOn: {
        label: 'آخر تحديث',
      },
    },
  },
  editor: decapArEditor,
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'مسودة',
      copy: 'نسخ',
      copyUrl: 'نسخ الرابط',
      copyPath: 'نسخ المسار',
      copyName: 'نسخ الاسم',
      copied: 'نُسخ',
    },
    mediaLibrary: {
      onDelete: 'هل تريد حذف الملفات المحددة؟',
      fileTooLarge: 'الملف كبير جدًا.\nلا تُقبل ملفات أكبر من %{size} كيلوبايت.',
    },
    mediaLibraryModal: {
      loading: 'جارٍ التحميل…',
      close: 'إغلاق',
      noResults: 'لا نتائج.',
      noAssetsFound: 'لا ملفات.',
      noImagesFound: 'لا صور.',
      private: 'خاص ',
      images: 'الصور',
      mediaAssets: 'ملفات الوسائط',
      search: 'بحث…',
      uploading: 'جارٍ الرفع…',
      upload: 'رفع',
      download: 'تنزيل',
      deleting: 'جارٍ الحذف…',
      deleteSelected: 'حذف المحدد',
      chooseSelected: 'اختيار المحدد',
    },
  },
  ui: {
    default: {
      goBackToSite: 'العودة إلى الموقع',
    },
    errorBoundary: {
      title: 'خطأ',
      details: 'حدث خطأ، ',
      reportIt: 'أبلغ عنه على GitHub.',
      detailsHeading: 'التفاصيل',
      privacyWarning:
        'يُملأ البلاغ تلقائيًا برسالة الخطأ وبيانات التشخيص.\nتأكد من صحة المعلومات واحذف منها أي بيانات حساسة.',
      recoveredEntry: {
        heading: 'مستند مُستعاد',
        warning: 'انسخه والصقه في مكان آخر قبل أن تغادر الصفحة!',
        copyButtonLabel: 'نسخ إلى الحافظة',
      },
    },
    settingsDropdown: {
      logOut: 'تسجيل الخروج',
      account: 'قائمة خيارات الحساب',
    },
    toast: {
      onFailToLoadEntries: 'تعذّر تحميل العنصر: %{details}',
      onFailToLoadDeployPreview: 'تعذّر تحميل المعاينة: %{details}',
      onFailToPersist: 'تعذّر حفظ العنصر: %{details}',
      onFailToDelete: 'تعذّر حذف العنصر: %{details}',
      onFailToUpdateStatus: 'تعذّر تغيير الحالة: %{details}',
      missingRequiredField: 'فاتك حقل مطلوب. أكمله قبل الحفظ.',
      entrySaved: 'حُفظ العنصر',
      entryPublished: 'نُشر العنصر',
      entryUnpublished: 'أُلغي نشر العنصر',
      onFailToPublishEntry: 'تعذّر النشر: %{details}',
      onFailToUnpublishEntry: 'تعذّر إلغاء نشر العنصر: %{details}',
      entryUpdated: 'تغيّرت حالة العنصر',
      onDeleteUnpublishedChanges: 'حُذفت التعديلات غير المنشورة',
      noteAdded: 'أُضيفت الملاحظة',
      onFailToAddNote: 'تعذّرت إضافة الملاحظة: %{details}',
      noteUpdated: 'عُدّلت الملاحظة',
      onFailToUpdateNote: 'تعذّر تعديل الملاحظة: %{details}',
      noteDeleted: 'حُذفت الملاحظة',
      onFailToDeleteNote: 'تعذّر حذف الملاحظة: %{details}',
      noteResolved: 'عولجت الملاحظة',
      noteReopened: 'أُعيد فتح الملاحظة',
      onFailToToggleNote: 'تعذّر تغيير حالة الملاحظة: %{details}',
      onFailToAuth: '%{details}',
      onLoggedOut: 'انتهت جلستك، احفظ نسخة من عملك ثم سجّل الدخول من جديد',
      onBackendDown: 'خدمة الخادم متوقفة حاليًا. لمزيد من المعلومات راجع %{details}',
    },
  },
  workflow: {
    workflow: {
      loading: 'جارٍ تحميل عناصر سير العمل',
      workflowHeading: 'سير العمل التحريري',
      newPost: 'عنصر جديد',
      description:
        'لا عناصر بانتظار المراجعة، و%{readyCount} جاهزة للنشر. |||| عنصر واحد بانتظار المراجعة، و%{readyCount} جاهزة للنشر. |||| عنصران بانتظار المراجعة، و%{readyCount} جاهزة للنشر. |||| %{smart_count} عناصر بانتظار المراجعة، و%{readyCount} جاهزة للنشر. |||| %{smart_count} عنصرًا بانتظار المراجعة، و%{readyCount} جاهزة للنشر. |||| %{smart_count} عنصر بانتظار المراجعة، و%{readyCount} جاهزة للنشر.',
      // Day and month in figures (14/3): month names would come in English from Decap's date library.
      dateFormat: 'D/M',
    },
    workflowCard: {
      lastChange: '%{date}، بواسطة %{author}',
      lastChangeNoAuthor: '%{date}',
      lastChangeNoDate: 'بواسطة %{author}',
      deleteChanges: 'حذف التعديلات',
      deleteNewEntry: 'حذف العنصر الجديد',
      publishChanges: 'نشر التعديلات',
      publishNewEntry: 'نشر العنصر الجديد',
    },
    workflowList: {
      onDeleteEntry: 'هل تريد حذف هذا العنصر؟',
      onPublishingNotReadyEntry:
        'لا يُنشر إلا ما حالته «جاهز». اسحب البطاقة إلى عمود «جاهز» ليصبح نشرها ممكنًا.',
      onPublishEntry: 'هل تريد نشر هذا العنصر؟',
      draftHeader: 'مسودات',
      inReviewHeader: 'قيد المراجعة',
      readyHeader: 'جاهز',
      currentEntries:
        'لا عناصر |||| عنصر واحد |||| عنصران |||| %{smart_count} عناصر |||| %{smart_count} عنصرًا |||| %{smart_count} عنصر',
    },
  },
};

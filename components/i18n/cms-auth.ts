/**
 * The words of the web editor's GitHub sign-in pop-up (deploy/cms-auth/), in the editor's language.
 * Each failure has its own: the pop-up shows it, and the editor's sign-in page repeats it when the
 * pop-up hands it over. `{setting}`: the name of a missing or wrong setting; `{code}`: GitHub's own
 * error code; `{origin}`: the site's origin, when other sites share it.
 */
export const cmsAuthEn = {
  title: 'Sign in to the content editor',
  signingIn: 'Signing you in to the content editor…',
  notFromEditor:
    'Signed in with GitHub, but this window was not opened by the content editor of this site, so it keeps the sign-in to itself. Open the editor and choose “Login with GitHub”.',
  denied:
    'You did not allow the content editor to use your GitHub account, so you are not signed in. To sign in, choose “Login with GitHub” again and select “Authorize”.',
  stateMissing:
    'This sign-in did not start from the content editor, so it was refused. Close this window and choose “Login with GitHub” in the editor.',
  stateUsed:
    'This sign-in link has already been used or is more than ten minutes old, so it was refused. Close this window and choose “Login with GitHub” in the editor again.',
  stateWrong:
    'This sign-in does not belong to the window that started it, so it was refused. Close this window and choose “Login with GitHub” in the editor again.',
  github:
    'GitHub refused the sign-in ({code}). Close this window and try again; if it happens again, ask whoever set up the editor to check the GitHub OAuth App.',
  setting:
    'The sign-in service is not set up: {setting} is missing or wrong. Ask whoever set up the editor to set it where the service runs.',
  sharedOrigin:
    'The sign-in was stopped before it began: the site’s address, {origin}, is shared with other sites (such as every site one account publishes on GitHub Pages without a domain of its own, or the address of one particular deployment), and any of them could receive your access to GitHub. Ask whoever set up the editor to give the site a domain of its own and set it where the service runs.',
  notFound: 'Nothing here: the sign-in service answers /auth and /callback only.',
};

export type CmsAuthWords = typeof cmsAuthEn;

export const cmsAuthAr: CmsAuthWords = {
  title: 'تسجيل الدخول إلى محرر المحتوى',
  signingIn: 'جارٍ تسجيل دخولك إلى محرر المحتوى…',
  notFromEditor:
    'تم تسجيل الدخول عبر GitHub، لكن هذه النافذة لم يفتحها محرر المحتوى الخاص بهذا الموقع، لذا لن تُسلَّم بيانات الدخول إلى أي نافذة. افتح المحرر واختر «تسجيل الدخول عبر GitHub».',
  denied:
    'لم تسمح لمحرر المحتوى باستخدام حسابك على GitHub، لذا لم يتم تسجيل دخولك. لتسجيل الدخول اختر «تسجيل الدخول عبر GitHub» مرة أخرى ثم «Authorize».',
  stateMissing:
    'لم يبدأ تسجيل الدخول هذا من محرر المحتوى، لذا رُفض. أغلق هذه النافذة واختر «تسجيل الدخول عبر GitHub» في المحرر.',
  stateUsed:
    'رابط تسجيل الدخول هذا استُخدم من قبل أو مضى عليه أكثر من عشر دقائق، لذا رُفض. أغلق هذه النافذة واختر «تسجيل الدخول عبر GitHub» في المحرر مرة أخرى.',
  stateWrong:
    'تسجيل الدخول هذا لا يعود إلى النافذة التي بدأته، لذا رُفض. أغلق هذه النافذة واختر «تسجيل الدخول عبر GitHub» في المحرر مرة أخرى.',
  github:
    'رفض GitHub تسجيل الدخول ({code}). أغلق هذه النافذة وحاول مرة أخرى، وإن تكرر ذلك فاطلب ممن أعدّ المحرر مراجعة تطبيق OAuth على GitHub.',
  setting:
    'خدمة تسجيل الدخول غير مُعدّة: الإعداد {setting} غير موجود أو غير صحيح. اطلب ممن أعدّ المحرر ضبطه حيث تعمل الخدمة.',
  sharedOrigin:
    'أُوقف تسجيل الدخول قبل أن يبدأ: عنوان الموقع {origin} مشترك مع مواقع أخرى (مثل جميع المواقع التي ينشرها حساب واحد على GitHub دون نطاق خاص به، أو عنوان نسخة منشورة بعينها)، وقد يتلقى أيٌّ منها صلاحية الوصول إلى حسابك على GitHub. اطلب ممن أعدّ المحرر أن يخصص للموقع نطاقًا خاصًا به ويضبطه حيث تعمل الخدمة.',
  notFound: 'لا شيء هنا: خدمة تسجيل الدخول تجيب على ‎/auth و‎/callback فقط.',
};

export const cmsAuthWords = { en: cmsAuthEn, ar: cmsAuthAr } as const;
export type CmsAuthLang = keyof typeof cmsAuthWords;

/*
 * What the sign-in pop-up (deploy/cms-auth/) must say, written out here rather than read from its
 * dictionary (components/i18n/cms-auth.ts), so that a sentence changed or lost there fails the tests
 * that expect it (e2e/unit/cms-auth-*.spec.ts, e2e/site/cms-auth.spec.ts).
 */

/** The refusal of a site's origin that other sites share, with that origin. */
export const SHARED_ORIGIN = {
  en: (origin: string) =>
    `The sign-in was stopped before it began: the site’s address, ${origin}, is shared with other sites (such as every site one account publishes on GitHub Pages without a domain of its own, or the address of one particular deployment), and any of them could receive your access to GitHub. Ask whoever set up the editor to give the site a domain of its own and set it where the service runs.`,
  ar: (origin: string) =>
    `أُوقف تسجيل الدخول قبل أن يبدأ: عنوان الموقع ${origin} مشترك مع مواقع أخرى (مثل جميع المواقع التي ينشرها حساب واحد على GitHub دون نطاق خاص به، أو عنوان نسخة منشورة بعينها)، وقد يتلقى أيٌّ منها صلاحية الوصول إلى حسابك على GitHub. اطلب ممن أعدّ المحرر أن يخصص للموقع نطاقًا خاصًا به ويضبطه حيث تعمل الخدمة.`,
};

/** A missing or wrong setting, by its name. */
export const SETTING = {
  en: (name: string) =>
    `The sign-in service is not set up: ${name} is missing or wrong. Ask whoever set up the editor to set it where the service runs.`,
  ar: (name: string) =>
    `خدمة تسجيل الدخول غير مُعدّة: الإعداد ${name} غير موجود أو غير صحيح. اطلب ممن أعدّ المحرر ضبطه حيث تعمل الخدمة.`,
};

/** GitHub's refusal, with its code. */
export const GITHUB_REFUSED = (code: string) =>
  `GitHub refused the sign-in (${code}). Close this window and try again; if it happens again, ask whoever set up the editor to check the GitHub OAuth App.`;

export const STATE_WRONG =
  'This sign-in does not belong to the window that started it, so it was refused. Close this window and choose “Login with GitHub” in the editor again.';

export const NOT_FOUND = 'Nothing here: the sign-in service answers /auth and /callback only.';

export const SIGNING_IN = 'Signing you in to the content editor…';

export const NOT_FROM_EDITOR =
  'Signed in with GitHub, but this window was not opened by the content editor of this site, so it keeps the sign-in to itself. Open the editor and choose “Login with GitHub”.';

/** The message a token of the fake GitHub's `odd` answer reaches the editor's window as (ODD_TOKEN). */
export const ODD_HANDOVER =
  'authorization:github:success:{"token":"gho_odd</script><!--<script>\u2028\u2029\\"\'&x","provider":"github"}';

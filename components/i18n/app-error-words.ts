/*
 * The error page's words (components/layout/app-error.tsx) in a module of their own: that page is a
 * client component, and importing them from ./en.ts and ./ar.ts shipped both whole dictionaries to every
 * page's browser code. ./en.ts and ./ar.ts include them too.
 */

export const enAppError = {
  appErrorHeading: 'Unexpected Application Error!',
  appErrorRetry: 'Try again',
  appErrorHome: 'Back To Home',
};

export const arAppError: typeof enAppError = {
  appErrorHeading: 'حدث خطأ غير متوقع في التطبيق!',
  appErrorRetry: 'حاول مرة أخرى',
  appErrorHome: 'العودة إلى الرئيسية',
};

/*
 * The headers every response of the site gets, in a module of their own with no import, so that the web
 * editor's sign-in service (deploy/cms-auth/, a Worker) sends the same ones as the site.
 */

/** Headers for every response of the site. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features the site never uses; autoplay, fullscreen and picture-in-picture stay available to the
  // video pop-up's iframe.
  'Permissions-Policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/*
 * The sign-in service's settings, read from its environment (a Worker's variables and secrets, a Pages
 * project's environment variables). Every address the service uses is one of these settings, never
 * one taken from the request: where GitHub sends the pop-up back (CMS_AUTH_URL) and the one origin the
 * token is handed to (CMS_SITE_ORIGIN), each `https:` (a loopback address may be `http:`, for tests on
 * this machine). The client secret is read here and nowhere else, and only ever sent to GitHub's token
 * endpoint.
 */

/** The environment the service reads (the names are the ones to set on the host). */
export type AuthEnv = {
  /** The GitHub OAuth App's client ID. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth App's client secret: a secret of the Worker or the Pages project, never in the repository. */
  GITHUB_CLIENT_SECRET?: string;
  /**
   * The service's own address, as the site's build has it (https://auth.example.com, or
   * https://example.com/cms-auth for the Pages Function): GitHub sends the pop-up back to its /callback,
   * the OAuth App's callback URL.
   */
  CMS_AUTH_URL?: string;
  /** The origin of the site whose /admin/ signs in (https://example.com): the only window handed a token. */
  CMS_SITE_ORIGIN?: string;
  /**
   * The site's origin again, when it is one that other sites share (`<owner>.github.io`, a Cloudflare
   * Pages deployment's own address) and its owner accepts that any of them may receive the token.
   */
  CMS_ACCEPT_SHARED_ORIGIN?: string;
  /** `public_repo` (the default: enough to save to a public repository) or `repo` (a private one). */
  GITHUB_SCOPE?: string;
  /** GitHub's address (https://github.com by default; a GitHub Enterprise server, or the tests' fake). */
  GITHUB_URL?: string;
};

export type AuthSettings = {
  clientId: string;
  clientSecret: string;
  siteOrigin: string;
  /** Where GitHub sends the pop-up back: CMS_AUTH_URL's /callback. */
  callback: string;
  /** The site's origin is shared with other sites, and the owner has not said they accept it. */
  sharedOrigin: boolean;
  scope: 'public_repo' | 'repo';
  githubUrl: string;
};

const SCOPES = ['public_repo', 'repo'] as const;

/** Addresses of this machine, where plain `http:` is allowed (tests, `wrangler dev`). */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** An address with no user, query or fragment, over `https:` (or `http:` on loopback); undefined otherwise. */
function addressOf(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash) return undefined;
  if (/[?#]/.test(value)) return undefined;
  return url;
}

/** An origin as a browser reports it (`https://host[:port]`, no path), or undefined for anything else. */
function originOf(value: string | undefined): string | undefined {
  const url = addressOf(value);
  return url && url.origin === value?.replace(/\/$/, '') ? url.origin : undefined;
}

/** The service's address without its trailing slash, or undefined when it is not one (a `//` in its path). */
function serviceOf(value: string | undefined): string | undefined {
  const url = addressOf(value);
  if (!url || /\/\/|\\/.test(url.pathname)) return undefined;
  return url.origin + url.pathname.replace(/\/$/, '');
}

/**
 * Whether pages of other sites can be at `origin`: every GitHub Pages site of an owner without a custom
 * domain is at `<owner>.github.io` (under a path of its own), and every deployment of a Cloudflare Pages
 * project keeps an address of its own, `<deployment>.<project>.pages.dev`, old ones included.
 */
export function isSharedOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/\.$/, '');
  if (host === 'github.io' || host.endsWith('.github.io')) return true;
  return host.endsWith('.pages.dev') && host.split('.').length > 3;
}

/** The settings, or the name of the first one missing or wrong. */
export function readSettings(
  env: AuthEnv,
): { settings: AuthSettings } | { missing: keyof AuthEnv } {
  const scope = env.GITHUB_SCOPE || 'public_repo';
  const origin = originOf(env.CMS_SITE_ORIGIN);
  const service = serviceOf(env.CMS_AUTH_URL);
  const githubUrl = originOf(env.GITHUB_URL || 'https://github.com');
  if (!env.GITHUB_CLIENT_ID) return { missing: 'GITHUB_CLIENT_ID' };
  if (!env.GITHUB_CLIENT_SECRET) return { missing: 'GITHUB_CLIENT_SECRET' };
  if (!service) return { missing: 'CMS_AUTH_URL' };
  if (!origin) return { missing: 'CMS_SITE_ORIGIN' };
  if (!(SCOPES as readonly string[]).includes(scope)) return { missing: 'GITHUB_SCOPE' };
  if (!githubUrl) return { missing: 'GITHUB_URL' };
  return {
    settings: {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      siteOrigin: origin,
      callback: `${service}/callback`,
      sharedOrigin: isSharedOrigin(origin) && originOf(env.CMS_ACCEPT_SHARED_ORIGIN) !== origin,
      scope: scope as AuthSettings['scope'],
      githubUrl,
    },
  };
}

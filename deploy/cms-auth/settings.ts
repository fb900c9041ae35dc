/*
 * The sign-in service's settings, read from its environment (a Worker's variables and secrets, a Pages
 * project's environment variables). The client secret is read here and nowhere else, and only ever sent
 * to GitHub's token endpoint.
 */

/** The environment the service reads (the names are the ones to set on the host). */
export type AuthEnv = {
  /** The GitHub OAuth App's client ID. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth App's client secret: a secret of the Worker or the Pages project, never in the repository. */
  GITHUB_CLIENT_SECRET?: string;
  /** The origin of the site whose /admin/ signs in (https://example.com): the only window handed a token. */
  CMS_SITE_ORIGIN?: string;
  /** `public_repo` (the default: enough to save to a public repository) or `repo` (a private one). */
  GITHUB_SCOPE?: string;
  /** GitHub's address (https://github.com by default; a GitHub Enterprise server, or the tests' fake). */
  GITHUB_URL?: string;
};

export type AuthSettings = {
  clientId: string;
  clientSecret: string;
  siteOrigin: string;
  scope: 'public_repo' | 'repo';
  githubUrl: string;
};

const SCOPES = ['public_repo', 'repo'] as const;

/** An origin as a browser reports it (`https://host[:port]`), or undefined for anything else. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === value.replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The settings, or the name of the first one missing or wrong. `siteOrigin` is the fallback for
 * CMS_SITE_ORIGIN: the Pages Function passes its own origin (the site and the service share it there).
 */
export function readSettings(
  env: AuthEnv,
  siteOrigin?: string,
): { settings: AuthSettings } | { missing: keyof AuthEnv } {
  const scope = env.GITHUB_SCOPE || 'public_repo';
  const origin = originOf(env.CMS_SITE_ORIGIN || siteOrigin);
  const githubUrl = originOf(env.GITHUB_URL || 'https://github.com');
  if (!env.GITHUB_CLIENT_ID) return { missing: 'GITHUB_CLIENT_ID' };
  if (!env.GITHUB_CLIENT_SECRET) return { missing: 'GITHUB_CLIENT_SECRET' };
  if (!origin) return { missing: 'CMS_SITE_ORIGIN' };
  if (!(SCOPES as readonly string[]).includes(scope)) return { missing: 'GITHUB_SCOPE' };
  if (!githubUrl) return { missing: 'GITHUB_URL' };
  return {
    settings: {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      siteOrigin: origin,
      scope: scope as AuthSettings['scope'],
      githubUrl,
    },
  };
}

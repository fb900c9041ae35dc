/*
 * The web editor's GitHub sign-in service as a Cloudflare Pages Function beside the site
 * (docs/deploy/cloudflare-pages.md): /cms-auth/auth and /cms-auth/callback of the site's own origin,
 * which is the only one handed a token unless CMS_SITE_ORIGIN says otherwise.
 */
import { handleCmsAuth, type AuthEnv } from '../../deploy/cms-auth/handler';

export const onRequest = ({ request, env }: { request: Request; env: AuthEnv }) =>
  handleCmsAuth(request, env, new URL(request.url).origin);

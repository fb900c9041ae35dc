/*
 * The web editor's GitHub sign-in service as a Cloudflare Pages Function beside the site
 * (docs/deploy/cloudflare-pages.md): /cms-auth/auth and /cms-auth/callback. Its settings are the
 * project's variables, as for the Worker: the site's origin (CMS_SITE_ORIGIN) and the service's address
 * (CMS_AUTH_URL) included, so that none is taken from the request; a deployment's own address
 * (`<deployment>.<project>.pages.dev`) hands nothing to itself.
 */
import { handleCmsAuth, type AuthEnv } from '../../deploy/cms-auth/handler';

export const onRequest = ({ request, env }: { request: Request; env: AuthEnv }) =>
  handleCmsAuth(request, env);

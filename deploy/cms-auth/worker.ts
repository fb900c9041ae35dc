/*
 * The sign-in service as a Cloudflare Worker of its own (wrangler.toml here), for a site on GitHub
 * Pages, S3 + CloudFront or nginx: `npx wrangler deploy` in this folder.
 */
import { handleCmsAuth, type AuthEnv } from './handler';

const worker = {
  fetch: (request: Request, env: AuthEnv) => handleCmsAuth(request, env),
};

export default worker;

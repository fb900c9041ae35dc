// The page types and their twins, as the Chromium specs name them (e2e/site/routes.ts).
export {
  NOT_FOUND_ROUTE as UNKNOWN,
  pageTypeRoutes as pageTypes,
  toArabic as arabic,
} from '../site/routes';

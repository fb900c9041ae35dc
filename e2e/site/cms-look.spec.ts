import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { editorCopy } from '../editor/editor-copy';
import { samplePost, sampleService } from '../editor/samples';
import { judgeLook } from '../look/judge';
import { allPictures, APPROVED_DIR } from '../look/pictures';

/*
 * The web editor's look, approved as the site's pages are (e2e/look/look.spec.ts): its list of posts and
 * a service's form (English and Arabic side by side) at a phone's, a tablet's and a desktop's width,
 * compared with e2e/look/approved/editor/. `npm run look:approve` writes them again. The editor is over a
 * copy of the demo content (e2e/editor/editor-copy.ts), so what it lists and fills in is the same each run.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ reducedMotion: 'reduce', trace: 'off' });
const expect = baseExpect.configure({ timeout: 45_000 });

const WIDTHS = [390, 1024, 1440] as const;
const HEIGHT = 900;
const { openEditor } = editorCopy();

const VIEWS = [
  {
    view: 'posts-list',
    hash: '#/collections/posts',
    // The list is in when the sample post's card is.
    ready: (page: Page) => page.getByText(samplePost.title).first(),
  },
  {
    view: 'service-form',
    hash: `#/collections/services/entries/${sampleService.slug}`,
    ready: (page: Page) => page.getByText('Writing in AR'),
  },
];

for (const { view, hash, ready } of VIEWS)
  test(`the editor's ${view.replace('-', ' ')} looks as approved`, async ({ page }, testInfo) => {
    const problems: string[] = [];
    await page.setViewportSize({ width: WIDTHS[2], height: HEIGHT });
    await openEditor(page, hash, problems);
    await expect(ready(page)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await allPictures(page);
      await judgeLook(
        page,
        join(APPROVED_DIR, 'editor', `${view}-${width}.webp`),
        `editor-${view}-${width}`,
        testInfo,
      );
    }
    expect(problems).toEqual([]);
  });

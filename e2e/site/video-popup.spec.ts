import { expect, test, type Locator } from './fixtures';
import { hydrated, sectionOf, sectionTitled } from './island-helpers';

/*
 * The video pop-up (spec section 4): the player is embedded only once opened, closes three ways and gives
 * focus back, and works in a browser without popovers.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** The player's address: the content's URL (which may carry a query of its own) asked to autoplay. */
const playing = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

test.describe('video pop-up', () => {
  const cases = [
    { path: '/tech-startup/', section: sectionOf('tech-startup', 'hero-play'), hero: true },
    {
      path: '/light/marketing-agency/',
      section: sectionOf('marketing-agency', 'video'),
      hero: false,
    },
  ];
  for (const { path, section, hero } of cases) {
    test(`plays its video only once opened, and closes three ways on ${path}`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('youtube-nocookie.com'))
          requests.push(request.url());
      });
      await page.route('**/*youtube-nocookie.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>video</title><p>video</p>',
        }),
      );
      await page.goto(path);
      const frame = hero
        ? page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
        : sectionTitled(page, section.title!);
      // Named with its video (spec: the section's title), as a page may hold two.
      const play = frame.getByRole('button', {
        name: `Play video – ${section.title}`,
        exact: true,
      });
      await hydrated(play);
      // No player frame at all until the visitor asks for the video.
      const iframe = page.locator(`iframe[title="${section.title}"]`);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(requests, 'no request to the video host before the click').toEqual([]);

      const dialog = page.getByRole('dialog', { name: section.title });
      const close = dialog.getByRole('button', { name: 'Close video', exact: true });
      const open = async () => {
        await play.click();
        await expect(dialog).toBeVisible();
        await expect(iframe).toHaveAttribute('src', playing(section.videoUrl));
        await expect(close).toBeFocused();
      };
      const expectClosed = async () => {
        await expect(dialog).toBeHidden();
        await expect(iframe).toHaveCount(0);
        await expect(play).toBeFocused();
      };

      await open();
      await expect
        .poll(() => requests.length, { message: 'the video loads once opened' })
        .toBeGreaterThan(0);
      // Modal: the page behind is inert (made so just after the dialog's first paint), and the
      // keyboard stays in the dialog.
      const takesFocus = (locator: Locator) =>
        locator.evaluate((el: HTMLElement) => {
          el.focus();
          return document.activeElement === el;
        });
      await expect
        .poll(() => takesFocus(play), { message: 'the play button behind is inert' })
        .toBe(false);
      expect(await takesFocus(page.locator('header a').first()), 'the header is inert').toBe(false);
      expect(await takesFocus(close), 'the dialog is not inert').toBe(true);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              document.activeElement === document.body ||
              !!document.activeElement?.closest('dialog, [role="dialog"]'),
          ),
          `Tab ${i + 1} stays in the dialog`,
        ).toBe(true);
      }
      await close.click();
      await expectClosed();

      await open();
      await page.keyboard.press('Escape');
      await expectClosed();

      await open();
      await page.mouse.click(8, 8); // the backdrop, outside the centred video
      await expectClosed();
    });
  }

  test('a browser without popovers plays the video in a new tab', async ({ page, context }) => {
    const { section } = cases[0]!;
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    });
    await context.route('**/*youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    await page.goto(cases[0]!.path);
    const play = page.getByRole('button', { name: `Play video – ${section.title}`, exact: true });
    await hydrated(play);
    const [tab] = await Promise.all([context.waitForEvent('page'), play.click()]);
    await expect(tab).toHaveURL(playing(section.videoUrl));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

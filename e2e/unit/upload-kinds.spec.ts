import { expect, test } from '@playwright/test';
import { MAX_UPLOAD_BYTES, uploadProblem } from '../../scripts/cms/upload-guard';

/*
 * Every picture a camera or a phone hands an editor is taken by the web editor's upload, whatever the
 * case of its extension (a camera writes IMG_0412.JPG, a phone's gallery photo.jpeg, a screenshot
 * Screenshot.PNG), and everything else is refused with words that name the file and say what to upload
 * instead, before anything is sent (scripts/cms/upload-guard.ts). The kinds and their types are written
 * here, as a browser reports them for the file picked.
 */

/** What cameras, phones and screenshots give, with the type the browser reports for each. */
const TAKEN: [string, string][] = [
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['svg', 'image/svg+xml'],
];
/** What the build cannot make pictures of (an iPhone's HEIC among them), or no picture at all. */
const REFUSED: [string, string][] = [
  ['heic', 'image/heic'],
  ['heif', 'image/heif'],
  ['gif', 'image/gif'],
  ['tiff', 'image/tiff'],
  ['dng', 'image/x-adobe-dng'],
  ['bmp', 'image/bmp'],
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain'],
];
const cases = (ext: string) => [ext, ext.toUpperCase(), ext[0]!.toUpperCase() + ext.slice(1)];
const PHOTO = 4 * 1024 * 1024;

test('every picture a camera or phone gives is taken, in any case of its extension', () => {
  for (const [ext, type] of TAKEN)
    for (const name of cases(ext))
      expect(uploadProblem({ name: `IMG_0412.${name}`, size: PHOTO, type }), name).toBeUndefined();
});

test('everything else is refused with words naming the file and what to upload instead', () => {
  for (const [ext, type] of REFUSED)
    for (const name of cases(ext)) {
      const problem = uploadProblem({ name: `IMG_0412.${name}`, size: PHOTO, type });
      expect(problem, name).toContain(`"IMG_0412.${name}"`);
      expect(problem, name).toMatch(/JPEG, PNG, WebP or SVG/);
    }
  // An iPhone's photo is named for what it is, with the way to a JPEG.
  expect(uploadProblem({ name: 'IMG_0412.HEIC', size: PHOTO, type: 'image/heic' })).toMatch(
    /HEIC photo .*share the photo as JPEG/,
  );
  // A picture's name on a file of another kind, and a renamed text file: the type decides too.
  expect(uploadProblem({ name: 'photo.jpg', size: PHOTO, type: 'text/plain' })).toBeDefined();
  expect(uploadProblem({ name: 'notes.txt', size: PHOTO, type: 'image/jpeg' })).toBeDefined();
});

test('a picture up to 20 MB is taken and a larger one refused with its size', () => {
  const name = 'DSC_0001.JPG';
  expect(uploadProblem({ name, size: MAX_UPLOAD_BYTES, type: 'image/jpeg' })).toBeUndefined();
  expect(uploadProblem({ name, size: MAX_UPLOAD_BYTES + 1, type: 'image/jpeg' })).toMatch(
    /"DSC_0001\.JPG" is 20\.0 MB: pictures up to 20 MB/,
  );
});

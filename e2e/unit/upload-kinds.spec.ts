import { expect, test } from '@playwright/test';
import { guardUploads, MAX_UPLOAD_BYTES, uploadProblem } from '../../pipeline/cms/upload-guard';

/*
 * Every picture a camera or a phone hands an editor is taken by the web editor's upload, whatever the
 * case of its extension (a camera writes IMG_0412.JPG, a phone's gallery photo.jpeg, a screenshot
 * Screenshot.PNG), and everything else is refused with words that name the file and say what to upload
 * instead, before anything is sent (pipeline/cms/upload-guard.ts). The kinds and their types are written
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
  // Either sign is enough: some browsers report no type for a HEIC file, and a renamed one keeps its type.
  expect(uploadProblem({ name: 'IMG_0412.heif', size: PHOTO, type: '' })).toMatch(/HEIC photo/);
  expect(uploadProblem({ name: 'photo.jpg', size: PHOTO, type: 'image/heic' })).toMatch(
    /HEIC photo/,
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

/** A file input as the browser hands it to the listener (Node has no DOM: the guard's class check is given this one). */
class FakeInput {
  type = 'file';
  value = 'C:\\fakepath\\picked';
  constructor(public files: { name: string; size: number; type: string }[] | null) {}
}

/** A window with the guard's listener on it: what `change` on `input` does, and what the editor is told. */
function guarded() {
  const said: string[] = [];
  let listener: ((event: unknown) => void) | undefined;
  let capture: unknown;
  const target = {
    addEventListener: (type: string, handler: (event: unknown) => void, options: unknown) => {
      if (type === 'change') [listener, capture] = [handler, options];
    },
    alert: (message: string) => said.push(message),
  };
  const scope = globalThis as { HTMLInputElement?: unknown };
  const before = scope.HTMLInputElement;
  scope.HTMLInputElement = FakeInput;
  guardUploads(target as unknown as Window);
  const change = (input: unknown) => {
    let stopped = false;
    listener?.({ target: input, stopImmediatePropagation: () => (stopped = true) });
    return stopped;
  };
  return { said, change, capture, restore: () => (scope.HTMLInputElement = before) };
}

test('a refused pick is stopped before React sees it, the input emptied and every problem told at once', () => {
  const page = guarded();
  try {
    // Seen first, on the way down to the input.
    expect(page.capture).toBe(true);
    const input = new FakeInput([
      { name: 'IMG_1.HEIC', size: PHOTO, type: 'image/heic' },
      { name: 'ok.jpg', size: PHOTO, type: 'image/jpeg' },
      { name: 'scan.gif', size: PHOTO, type: 'image/gif' },
    ]);
    expect(page.change(input)).toBe(true);
    expect(input.value).toBe('');
    expect(page.said).toHaveLength(1);
    expect(page.said[0]).toMatch(
      /^Not uploaded\. "IMG_1\.HEIC" is an HEIC photo .*\)\. "scan\.gif" is not a picture/,
    );
    expect(page.said[0]).not.toContain('ok.jpg');
  } finally {
    page.restore();
  }
});

test('a good pick, another input or a pick of nothing goes through untouched', () => {
  const page = guarded();
  try {
    const good = new FakeInput([{ name: 'ok.png', size: PHOTO, type: 'image/png' }]);
    expect(page.change(good)).toBe(false);
    expect(good.value).toBe('C:\\fakepath\\picked');
    const text = Object.assign(new FakeInput([{ name: 'a.gif', size: 1, type: 'image/gif' }]), {
      type: 'text',
    });
    expect(page.change(text)).toBe(false);
    expect(
      page.change({ type: 'file', files: [{ name: 'a.gif', size: 1, type: 'image/gif' }] }),
    ).toBe(false);
    expect(page.change(new FakeInput(null))).toBe(false);
    expect(page.said).toEqual([]);
  } finally {
    page.restore();
  }
});

/*
 * The web editor's uploads (browser code, imported by pipeline/cms/editor.ts): a picture an editor picks
 * in the media library is refused, with a message, before anything is sent, when the build could not
 * use it: over 20 MB, or not a JPEG, PNG, WebP or SVG picture. (The build reads the size and makes the
 * served copies itself: pipeline/pictures/.) Decap's upload is a file input whose change React handles
 * at its root; this listener sees the change first (capture on window) and stops a refused one there.
 *
 * Its messages are in the editor's language (pipeline/cms/editor-words.ts).
 */
import { say } from './interface-choice';

/** The largest upload taken: a phone's photo is 3-5 MB, a camera's raw export far more. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']);
const PICTURE_NAME = /\.(jpe?g|png|webp|svg)$/i;
const HEIF_NAME = /\.hei[cf]$/i;

/** Why a file is refused, or undefined when the build can take it. */
export function uploadProblem(file: {
  name: string;
  size: number;
  type: string;
}): string | undefined {
  // Stryker disable next-line Regex: a MIME type starts with its kind, so image/heic is never found further in
  if (HEIF_NAME.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return say('heic', { name: file.name });
  if (!PICTURE_TYPES.has(file.type) || !PICTURE_NAME.test(file.name))
    return say('notPicture', { name: file.name });
  if (file.size > MAX_UPLOAD_BYTES)
    return say('tooLarge', { name: file.name, size: (file.size / 1048576).toFixed(1) });
  return undefined;
}

export function guardUploads(target: Window = window): void {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const problems = [...(input.files ?? [])].map(uploadProblem).filter(Boolean);
      if (problems.length === 0) return;
      event.stopImmediatePropagation();
      input.value = '';
      target.alert(say('notUploaded', { problems: problems.join(' ') }));
    },
    true,
  );
}

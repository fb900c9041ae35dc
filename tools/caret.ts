import type { Locator } from '@playwright/test';

/** Whether the caret is in `box` with nothing of its text after it (tools/scale/editor.ts asks too). */
export function caretIsAtEnd(box: Locator): Promise<boolean> {
  return box.evaluate((element) => {
    const selection = getSelection();
    if (!selection?.focusNode || !element.contains(selection.focusNode)) return false;
    const rest = document.createRange();
    rest.selectNodeContents(element);
    rest.setStart(selection.focusNode, selection.focusOffset);
    return rest.toString().replace(/\uFEFF/g, '') === '';
  });
}

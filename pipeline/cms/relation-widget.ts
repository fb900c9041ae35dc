/*
 * Decap's relation widget (a pick list of another collection's items: a post's author), without the
 * change it reports when it opens. Once its options are loaded it calls onChange with the value it was
 * given (to store the picked item's data beside it), and in the Arabic column of an entry Decap counts
 * any change as unsaved (its entryDraft reducer compares that column's data with `e.get(...path)`
 * where `e.getIn(path)` was meant: decap-cms issues 7142 and 7276, open). So every post opened with
 * "Unsaved changes", and with drafts (`npm run cms -- --drafts`, the GitHub backend) a saved draft
 * could be neither set Ready nor published from its page: Decap asks to save first, and a save with
 * nothing changed is an empty commit (the git proxy fails on it). The widget is the same with that
 * one call left out; the picked value is read from the entry as before.
 */
import CMS from 'decap-cms-app';

export function quietRelationWidget(): void {
  const relation = CMS.getWidget('relation');
  if (!relation)
    throw new Error(
      "Decap's relation widget is not registered: the editor's fix for it cannot apply",
    );
  const Control = relation.control as new (...args: never[]) => {
    triggerInitialOnChange(): void;
  };
  if (typeof Control.prototype.triggerInitialOnChange !== 'function')
    throw new Error(
      "Decap's relation widget has no triggerInitialOnChange any more: check whether it still reports a change on opening (decap-cms issue 7142)",
    );
  class QuietRelationControl extends Control {
    triggerInitialOnChange() {}
  }
  CMS.registerWidget('relation', QuietRelationControl, relation.preview, relation.schema);
}

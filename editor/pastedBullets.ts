/** Word's bullets pasted ("•\tPay stubs") become a list, not dots in the text: passed on as Markdown's "- ". */
import { PASTED_BULLET } from '../content-pipeline/bodyItems';

export function pasteWordBulletsAsLists(root: Document = document): void {
  root.addEventListener(
    'paste',
    (event) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const editor = event.target instanceof Element && event.target.closest('[contenteditable="true"]');
      if (!editor || !text.split('\n').some((line) => PASTED_BULLET.test(line))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text.replace(new RegExp(PASTED_BULLET.source, 'gm'), '- '));
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    },
    true,
  );
}

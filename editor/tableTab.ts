/**
 * Tab in a table of the editor's text moves to the next cell (Shift+Tab back), as in a word
 * processor: Keystatic leaves Tab to the browser, which takes the focus out of the text.
 */
const CELLS = 'td, th';

export function moveThroughTableCellsWithTab(root: Document = document): void {
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const selection = root.getSelection();
      const anchor = selection?.anchorNode;
      const element = anchor instanceof Element ? anchor : anchor?.parentElement;
      const cell = element?.closest(CELLS);
      const table = cell?.closest('table');
      if (!selection || !cell || !table || !cell.closest('[contenteditable="true"]')) return;
      const cells = [...table.querySelectorAll(CELLS)];
      const next = cells[cells.indexOf(cell) + (event.shiftKey ? -1 : 1)];
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      selection.removeAllRanges();
      selection.addRange(caretAtEndOf(next, root));
    },
    true,
  );
}

/** Inside the cell's paragraph: on the cell itself, the text editor put the next keys elsewhere. */
function caretAtEndOf(cell: Element, root: Document): Range {
  const paragraph = cell.querySelector('p') ?? cell;
  const range = root.createRange();
  if (paragraph.textContent === '') range.setStart(paragraph, 0);
  else range.selectNodeContents(paragraph);
  range.collapse(false);
  return range;
}

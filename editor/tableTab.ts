/**
 * Tab in a table of the editor's text moves to the next cell (Shift+Tab to the one before), as
 * in a word processor; from the last cell, or outside tables, Tab does what it always does.
 * Keystatic's text editor leaves Tab to the browser, which takes the focus out of the text.
 * The caret is placed in the DOM, which the text editor follows as it follows a click.
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

/**
 * The caret at the end of a cell's text, inside its paragraph: a caret on the cell itself is no
 * text position for the text editor, which then put the next keys elsewhere once it had read the
 * moved caret (at a person's pace; a test typing at once never saw it).
 */
function caretAtEndOf(cell: Element, root: Document): Range {
  const paragraph = cell.querySelector('p') ?? cell;
  const range = root.createRange();
  if (paragraph.textContent === '') range.setStart(paragraph, 0);
  else range.selectNodeContents(paragraph);
  range.collapse(false);
  return range;
}

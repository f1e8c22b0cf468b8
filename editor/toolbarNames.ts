/**
 * Names for the text editor's buttons that Keystatic leaves unnamed or misnamed, so a screen reader
 * announces what each does: its Link button is labelled "Divider" like the Divider before it, and
 * the insert menu, a picture's buttons (its description, another file, remove) and a link's are icons without names.
 */
export const DESCRIBE_PICTURE = 'Describe the picture (alt text)';
const PICTURE_BUTTONS = [DESCRIBE_PICTURE, 'Choose another file', 'Remove the picture'];
const LINK_BUTTONS = ['Edit the link', 'Open the link in a new tab', 'Remove the link'];

export function nameToolbarButtons(root: Document = document): void {
  const name = () => {
    for (const group of root.querySelectorAll('[aria-label="Blocks"]')) {
      const [, link] = group.querySelectorAll('button[aria-label="Divider"]');
      link?.setAttribute('aria-label', 'Link');
    }
    // The insert menu's "+" beside the toolbar.
    for (const toolbar of root.querySelectorAll('[role="toolbar"][aria-label="Formatting options"]')) {
      const bar = toolbar.parentElement?.parentElement?.parentElement;
      const menu = bar?.querySelector(':scope > button[aria-haspopup], :scope > * > button[aria-haspopup]');
      if (menu && !toolbar.contains(menu) && !menu.hasAttribute('aria-label'))
        menu.setAttribute('aria-label', 'Insert');
    }
    // A picture's popover (the picture selected) or a link's: three buttons, none named.
    for (const popover of root.querySelectorAll('[role="dialog"]')) {
      const buttons = [...popover.querySelectorAll('button')];
      if (buttons.length !== PICTURE_BUTTONS.length || buttons.some((button) => button.textContent?.trim())) continue;
      if (buttons.some((button) => button.hasAttribute('aria-label'))) continue;
      const names = root.querySelector('img.ProseMirror-selectednode') ? PICTURE_BUTTONS : LINK_BUTTONS;
      buttons.forEach((button, index) => button.setAttribute('aria-label', names[index] ?? ''));
    }
  };
  new MutationObserver(name).observe(root, { childList: true, subtree: true });
}

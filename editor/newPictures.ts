/**
 * A picture chosen, dropped or pasted is drawn afresh, upright, as Keystatic reads it: no camera data or place leaves
 * the browser (a HEIC, which it cannot draw, is read as it came). Put in a text, it is selected, its details opened.
 */
import { DESCRIBE_PICTURE } from './toolbarNames';

export function cleanAndDescribeNewPictures(root: Document = document): void {
  const read = Blob.prototype.arrayBuffer;
  let inserting = '';
  let asking = false;
  File.prototype.arrayBuffer = async function (this: File) {
    inserting = this.name;
    return read.call(await drawnAfresh(this).catch(() => this));
  };
  new MutationObserver(async () => {
    const describe = root.querySelector<HTMLElement>(`[role="dialog"] button[aria-label="${DESCRIBE_PICTURE}"]`);
    if (asking && describe) {
      asking = false;
      describe.click();
    }
    const picture = root.querySelector<HTMLImageElement>(`img[data-filename="${CSS.escape(inserting)}"][alt=""]`);
    if (!picture) return;
    [inserting, asking] = ['', true];
    await picture.decode();
    picture.scrollIntoView({ block: 'center' });
    const { left, top, width, height } = picture.getBoundingClientRect();
    const at = { bubbles: true, clientX: left + width / 2, clientY: top + height / 2 };
    for (const type of ['mousedown', 'mouseup']) picture.dispatchEvent(new MouseEvent(type, at));
  }).observe(root, { childList: true, subtree: true });
}

/** Drawn on a canvas, turned as the camera noted: the canvas keeps the pixels only. */
async function drawnAfresh(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0); // no context (too large) throws: read as it came
  const blob = await canvas.convertToBlob({ type: file.type, quality: 0.92 });
  return blob.type === file.type ? blob : file;
}

/**
 * A picture chosen, dropped or pasted is drawn afresh, upright, as Keystatic reads it: no camera data or place leaves
 * the browser. One it cannot redraw (a HEIC, an AVIF, one too large) is read as it came if it holds no camera data,
 * else refused with a message (Keystatic then adds nothing). Put in a text, it is selected, its details opened.
 */
import { showRefusal } from './saveNotice';
import { DESCRIBE_PICTURE } from './toolbarNames';

/** Camera data: an Exif block (JPEG's APP1, HEIC's or AVIF's Exif item; PNG's eXIf, WebP's EXIF chunk) or XMP. */
const CAMERA_DATA = /Exif\0|eXIf|EXIF|<x:xmpmeta/;

export function cleanAndDescribeNewPictures(root: Document = document): void {
  const read = Blob.prototype.arrayBuffer;
  let inserting = '';
  let asking = false;
  File.prototype.arrayBuffer = async function (this: File) {
    inserting = this.name;
    const drawn = await drawnAfresh(this).catch(() => this);
    if (drawn === this && CAMERA_DATA.test(new TextDecoder('latin1').decode(await read.call(this)))) {
      inserting = '';
      const text = `${this.name} can't be used as it is: it holds where and when it was taken. Export it as a JPEG (on a Mac: File > Export; on a phone: share it as "Most compatible"), then choose the JPEG.`;
      showRefusal(text);
      throw new Error(text);
    }
    return read.call(drawn);
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

/** Whether a picture's EXIF block holds a GPS position: its first directory points to a GPS directory with entries. */
const GPS_DIRECTORY_TAG = 0x8825;

/** `exif`: the block as sharp's metadata gives it (`Exif\0\0`, then a TIFF header and its directories). */
export function hasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const first = u32(4);
    for (let entry = 0; entry < u16(first); entry += 1) {
      const at = first + 2 + entry * 12;
      if (u16(at) === GPS_DIRECTORY_TAG) return u16(u32(at + 8)) > 0;
    }
    return false;
  } catch {
    // A block cut short (a RangeError): what it holds cannot be read, so it is named as if it held one.
    return true;
  }
}

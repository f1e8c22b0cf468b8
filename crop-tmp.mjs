import sharp from 'sharp';
const [f, w, h, out, top = 0] = process.argv.slice(2);
await sharp(f).extract({ left: 0, top: Number(top), width: Number(w), height: Number(h) }).toFile(out);

/** Images for upload tests: real photos' traits (EXIF, GPS, orientation) and hostile files. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG as phones write it: stored sideways with orientation 6, with a camera make and GPS position. */
export function phoneJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d9843b' } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: '#3b7d2d' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Snapper 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
      },
    })
    .toBuffer();
}

/** The EXIF tag that points at the GPS directory, in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** True when the file carries any EXIF block or the camera's make. */
export function carriesMetadata(file: Buffer): boolean {
  return file.includes(Buffer.from('Exif\0\0')) || file.includes(Buffer.from('PhoneCo'));
}

export function pngImage(width = 640, height = 480, background = '#4a7c59'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The first part of a valid JPEG: a header that promises pixels the file does not hold. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 3));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A decompression bomb: a valid 1-bit grey PNG of width x height pixels (20000 x 20000 is 400
 * megapixels) that weighs about 50 KB, built by hand so that making it costs no memory.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then black pixels
  const rows = Buffer.alloc(row.length * height);
  const pixels = deflateSync(rows, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file that only pretends to be a photo by its name. */
export const TEXT_FILE = Buffer.from("These are my grandmother's notes, not a picture.\n".repeat(20));

/** A large photo of noise (2000 x 2000): its variants take the images worker a good part of a second. */
export function noisyPhoto(width = 2000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6b8e23', noise: { type: 'gaussian', mean: 120, sigma: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

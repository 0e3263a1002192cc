// bench/images: how many 12-megapixel JPEG photos a second one process turns into every stored
// variant, and its peak memory. Results go to docs/benchmarks.md (section 'Images').
// Run with `make bench-images` (after `make build`). Optional: IMAGES=24 (photos per run).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_LIMITS } from '@plantry/shared';
import sharp from 'sharp';
import { replaceSection } from '../report.mjs';

const IMAGE_MAX_EDGE = IMAGE_LIMITS.fullMaxEdge;
const COUNT = Number(process.env.IMAGES ?? 16);
const WIDTH = 4000;
const HEIGHT = 3000;
const here = new URL('.', import.meta.url).pathname;

/** A photo-like 12 MP JPEG: smooth colour fields with grain, as a phone writes it (EXIF, GPS, orientation). */
async function photo(seed) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="g" cx="${30 + (seed % 40)}%" cy="45%" r="70%">
      <stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},45%,25%)"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="${HEIGHT / 3}" fill="hsl(${(hue + 180) % 360},60%,55%)" opacity="0.7"/>
  </svg>`;
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 0, sigma: 18 } } })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1' } } })
    .toBuffer();
}

const work = mkdtempSync(join(tmpdir(), 'plantry-bench-images-'));
try {
  const inputs = join(work, 'in');
  mkdirSync(inputs);
  let bytes = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const file = join(inputs, `photo-${String(i).padStart(3, '0')}.jpg`);
    writeFileSync(file, await photo(i));
    bytes += statSync(file).size;
  }
  const node = process.execPath;
  const out = execFileSync(node, [join(here, 'pipeline-child.mjs'), inputs, join(work, 'store')], { encoding: 'utf8' });
  const r = JSON.parse(out);
  const perSecond = r.images / (r.totalMs / 1000);
  const lines = [
    `Command: \`make bench-images\` (IMAGES=${COUNT}), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, Node ${process.versions.node}, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}.`,
    '',
    `${COUNT} photo-like JPEGs of ${WIDTH} x ${HEIGHT} px (12 MP, average ${(bytes / COUNT / 1024 / 1024).toFixed(1)} MB, EXIF with GPS and orientation 6),`,
    'each taken through the whole pipeline in one process, one at a time: decode, orient, strip metadata and',
    `re-encode to a WebP of at most ${IMAGE_MAX_EDGE} px (the API upload step), then the ${IMAGE_LIMITS.variantWidths.join(', ')} px WebP variants`,
    'and the placeholder written to local storage (the images worker step).',
    '',
    '| measure | result |',
    '|---|---|',
    `| photos per second, whole pipeline | ${perSecond.toFixed(2)} |`,
    `| upload step (normalise) per photo | ${(r.intakeMs / r.images).toFixed(0)} ms |`,
    `| worker step (variants + placeholder) per photo | ${(r.variantsMs / r.images).toFixed(0)} ms |`,
    `| peak memory of the process (VmHWM) | ${r.peakMb.toFixed(0)} MB |`,
  ];
  replaceSection(join(here, '../../docs/benchmarks.md'), 'Images', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

// One process doing what the API's upload step and the images worker do to each photo, one photo
// at a time: decode, orient, strip and re-encode (normaliseImage), then the width variants and
// placeholder (writeVariants) into a local storage folder. Reports timings and its peak memory.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { normaliseImage } from '../../backend/dist/infrastructure/image/image-pipeline.js';
import { LocalDiskStorage } from '../../backend/dist/infrastructure/storage/local-disk-storage.js';
import { writeVariants } from '../../backend/dist/modules/images/image-files.js';

const [inputDir, storageDir] = process.argv.slice(2);
sharp.cache(false); // as the images worker does
const storage = new LocalDiskStorage(storageDir);
const files = readdirSync(inputDir)
  .filter((f) => f.endsWith('.jpg'))
  .sort();
let intakeMs = 0;
let variantsMs = 0;
const started = performance.now();
for (const [i, file] of files.entries()) {
  const input = readFileSync(join(inputDir, file));
  const t0 = performance.now();
  const full = await normaliseImage(input);
  const t1 = performance.now();
  const base = `images/bench${String(i).padStart(4, '0')}`;
  await storage.put(`${base}/full.webp`, full.data, 'image/webp');
  await writeVariants(storage, base, full.data);
  variantsMs += performance.now() - t1;
  intakeMs += t1 - t0;
}
const totalMs = performance.now() - started;
const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
process.stdout.write(JSON.stringify({ images: files.length, totalMs, intakeMs, variantsMs, peakMb: peakKb / 1024 }));

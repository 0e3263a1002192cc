import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, keyUnder, type FileStorage } from './file-storage.js';

export const UPLOADS_URL_PREFIX = '/uploads';

/** Where writes in progress live: inside the root (so renames stay atomic), never served (a dotfile). */
const TEMP_DIR = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on local disk under one folder, served by the API at /uploads. A write goes to a
 * temporary file, reaches the disk, and only then takes its name; a crash mid-write leaves at
 * most a stray temporary file, which sweepTemporaryFiles removes.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.path(key);
    const tempDir = join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const temp = join(tempDir, `${randomBytes(8).toString('hex')}.tmp`);
    try {
      const file = await open(temp, 'wx');
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      // The target's folder only once the bytes are on disk: a full disk leaves no empty folder behind.
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    return readFile(this.path(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${UPLOADS_URL_PREFIX}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyUnder(UPLOADS_URL_PREFIX, url);
  }

  /** Deletes temporary files older than the age (left by crashed writes); answers how many. */
  async sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    const tempDir = join(this.root, TEMP_DIR);
    const names = await readdir(tempDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const file = join(tempDir, name);
      try {
        if (Date.now() - (await stat(file)).mtimeMs < olderThanMs) continue;
        await rm(file);
        removed++;
      } catch (error) {
        // A write that finished meanwhile renamed its file away.
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }
}

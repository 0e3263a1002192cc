import { Inject, Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

const ID = /^[0-9a-f-]{36}$/;

/**
 * Uploaded CSV files while they wait for the import worker: a private folder (IMPORT_DIR), never
 * served, on a disk the API and the worker share. Uploads land in its `incoming` folder first.
 */
@Injectable()
export class ImportFiles {
  readonly incoming: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.incoming = join(config.importDir, 'incoming');
  }

  pathOf(importId: string): string {
    if (!ID.test(importId)) throw new Error(`Not an import id: ${importId}`);
    return join(this.config.importDir, `${importId}.csv`);
  }

  /** The first bytes of a file, to tell what it is. */
  async head(path: string, bytes: number): Promise<Buffer> {
    const file = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** Keeps an upload for the import (same disk: a rename). */
  async keep(uploadPath: string, importId: string): Promise<void> {
    await rename(uploadPath, this.pathOf(importId));
  }

  read(importId: string): Readable {
    return createReadStream(this.pathOf(importId));
  }

  async remove(importId: string): Promise<void> {
    await rm(this.pathOf(importId), { force: true });
  }

  async discardUpload(uploadPath: string): Promise<void> {
    await rm(uploadPath, { force: true });
  }

  /** Removes uploads an interrupted request left in `incoming`; answers how many went. */
  async sweepIncoming(olderThanMs: number): Promise<number> {
    const names = await readdir(this.incoming).catch(() => []);
    let removed = 0;
    for (const name of names) {
      const path = join(this.incoming, name);
      const info = await stat(path).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

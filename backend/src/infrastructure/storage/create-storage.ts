import type { AppConfig } from '../../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

/** The configured file storage: local disk under UPLOAD_DIR, or an S3-compatible bucket. */
export function createFileStorage(config: AppConfig): FileStorage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.uploadDir);
}

/**
 * Removes what crashed writes left behind (call it at boot); answers how many files went.
 * Only local disk leaves any: an S3 upload either completes or never appears.
 */
export async function sweepStorage(storage: FileStorage, olderThanMs = 10 * 60_000): Promise<number> {
  return storage instanceof LocalDiskStorage ? storage.sweepTemporaryFiles(olderThanMs) : 0;
}

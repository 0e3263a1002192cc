import type { AppConfig } from '../../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/** The configured file storage: local disk under UPLOAD_DIR. */
export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalDiskStorage(config.uploadDir);
}

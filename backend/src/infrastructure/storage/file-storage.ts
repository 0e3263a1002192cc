/** Where uploaded and generated files live; keys are generated, never taken from users. */
export interface FileStorage {
  /** Stores the bytes under the key, atomically: readers never see a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL path the site serves the file at. */
  publicUrl(key: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Keys are lower-case path segments of letters, digits, dots, dashes and underscores. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

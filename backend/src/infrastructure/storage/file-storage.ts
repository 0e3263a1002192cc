/** Where uploaded and generated files live; keys are generated, never taken from users. */
export interface FileStorage {
  /** Stores the bytes under the key, atomically: readers never see a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under the key, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL the site serves the file at. */
  publicUrl(key: string): string;
  /** The key behind one of this storage's public URLs; undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const SAFE_KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

/** Keys are lower-case path segments of letters, digits, dots, dashes and underscores. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The safe key of a URL made as `${base}/${key}`; undefined for any other URL. */
export function keyUnder(base: string, url: string): string | undefined {
  const key = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : undefined;
  return key !== undefined && SAFE_KEY.test(key) ? key : undefined;
}

import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk-storage.js';

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'plantry-storage-'));
  const storage = new LocalDiskStorage(root);

  it('stores, finds and deletes a file, leaving no temporary file', async () => {
    await storage.put('recipes/abc-123.webp', Buffer.from('image'), 'image/webp');
    expect(readFileSync(join(root, 'recipes/abc-123.webp'), 'utf8')).toBe('image');
    expect(readdirSync(join(root, 'recipes'))).toEqual(['abc-123.webp']);
    expect(await storage.exists('recipes/abc-123.webp')).toBe(true);
    await storage.delete('recipes/abc-123.webp');
    expect(await storage.exists('recipes/abc-123.webp')).toBe(false);
  });

  it('serves files under /uploads', () => {
    expect(storage.publicUrl('recipes/a.webp')).toBe('/uploads/recipes/a.webp');
  });

  it.each(['../etc/passwd', '/abs.webp', 'Recipes/A.webp', 'a/../b.webp', 'noext', 'a b.webp'])('refuses the key %s', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Unsafe storage key');
  });
});

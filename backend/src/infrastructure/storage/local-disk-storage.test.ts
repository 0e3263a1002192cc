import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepStorage } from './create-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'plantry-storage-'));
  const storage = new LocalDiskStorage(root);

  it('stores, reads, finds and deletes a file, leaving no temporary file', async () => {
    await storage.put('recipes/abc-123.webp', Buffer.from('image'), 'image/webp');
    expect(readFileSync(join(root, 'recipes/abc-123.webp'), 'utf8')).toBe('image');
    expect(readdirSync(join(root, 'recipes'))).toEqual(['abc-123.webp']);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    expect(await storage.get('recipes/abc-123.webp')).toEqual(Buffer.from('image'));
    expect(await storage.exists('recipes/abc-123.webp')).toBe(true);
    await storage.delete('recipes/abc-123.webp');
    expect(await storage.exists('recipes/abc-123.webp')).toBe(false);
    expect(await storage.get('recipes/abc-123.webp')).toBeUndefined();
  });

  it('replaces a file whole', async () => {
    await storage.put('recipes/twice.webp', Buffer.from('first'), 'image/webp');
    await storage.put('recipes/twice.webp', Buffer.from('second'), 'image/webp');
    expect(await storage.get('recipes/twice.webp')).toEqual(Buffer.from('second'));
  });

  it('serves files under /uploads, and knows the key of its URLs only', () => {
    expect(storage.publicUrl('recipes/a.webp')).toBe('/uploads/recipes/a.webp');
    expect(storage.keyOf('/uploads/recipes/a.webp')).toBe('recipes/a.webp');
    for (const url of [
      'https://cdn.example.com/recipes/a.webp',
      '/uploadsx/a.webp',
      'uploads/a.webp',
      '/uploads/../a.webp',
      '/uploads/a.webp?v=1',
      '/uploads/.tmp/a.tmp',
      '/uploads/',
      '',
    ]) {
      expect(storage.keyOf(url)).toBeUndefined();
    }
  });

  it.each(['../etc/passwd', '/abs.webp', 'Recipes/A.webp', 'a/../b.webp', 'noext', 'a b.webp', '.tmp/x.tmp'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Unsafe storage key');
      await expect(storage.get(key)).rejects.toThrow('Unsafe storage key');
    },
  );

  describe('sweeping temporary files', () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    const tenMinutes = 10 * 60_000;

    function strayTempFile(name: string, modified?: Date): void {
      mkdirSync(join(root, '.tmp'), { recursive: true });
      writeFileSync(join(root, '.tmp', name), 'half');
      if (modified) utimesSync(join(root, '.tmp', name), modified, modified);
    }

    it('removes old temporary files and keeps fresh ones (writes may be in progress)', async () => {
      strayTempFile('old.tmp', hourAgo);
      strayTempFile('fresh.tmp');
      expect(await storage.sweepTemporaryFiles(tenMinutes)).toBe(1);
      expect(readdirSync(join(root, '.tmp'))).toEqual(['fresh.tmp']);
    });

    it('finds nothing to do where nothing was ever written', async () => {
      const empty = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'plantry-storage-')));
      expect(await empty.sweepTemporaryFiles(0)).toBe(0);
    });

    it('is what sweepStorage does at boot for local disk', async () => {
      strayTempFile('older.tmp', hourAgo);
      expect(await sweepStorage(storage)).toBe(1);
      expect(readdirSync(join(root, '.tmp'))).toEqual(['fresh.tmp']);
    });
  });
});

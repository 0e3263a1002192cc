import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { ImportFiles } from './import-files.js';

describe('ImportFiles', () => {
  const files = new ImportFiles({ importDir: mkdtempSync(join(tmpdir(), 'plantry-import-files-')) } as AppConfig);

  it('sweeps uploads left in incoming for longer than asked, and keeps recent ones', async () => {
    mkdirSync(files.incoming, { recursive: true });
    writeFileSync(join(files.incoming, 'old.upload'), 'a,b\n');
    writeFileSync(join(files.incoming, 'new.upload'), 'a,b\n');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    utimesSync(join(files.incoming, 'old.upload'), dayAgo, dayAgo);
    expect(await files.sweepIncoming(24 * 3600_000)).toBe(1);
    expect(readdirSync(files.incoming)).toEqual(['new.upload']);
  });

  it('keeps and reads files by import id only', async () => {
    const id = '6f1c2a9e-3b1d-4c55-9a7e-0d2f4b8c1e33';
    writeFileSync(join(files.incoming, 'x.upload'), 'title\n');
    await files.keep(join(files.incoming, 'x.upload'), id);
    expect((await files.head(files.pathOf(id), 3)).toString()).toBe('tit');
    expect(() => files.pathOf('../../etc/passwd')).toThrow('Not an import id');
    await files.remove(id);
    await expect(files.head(files.pathOf(id), 3)).rejects.toThrow(/ENOENT/);
  });
});

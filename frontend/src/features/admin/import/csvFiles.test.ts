import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@plantry/shared';
import { formatFileSize, isCsvFile, isTooLarge, previewPart } from './csvFiles';

const file = (name: string, type = '', content = 'a,b\n') => new File([content], name, { type });

describe('csv files', () => {
  it('knows a CSV file by its name or by its type', () => {
    expect(isCsvFile(file('recipes.csv'))).toBe(true);
    expect(isCsvFile(file('RECIPES.TSV'))).toBe(true);
    expect(isCsvFile(file('export.txt', 'text/plain'))).toBe(true);
    expect(isCsvFile(file('export', 'text/csv'))).toBe(true);
    expect(isCsvFile(file('recipes.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toBe(false);
    expect(isCsvFile(file('photo.png', 'image/png'))).toBe(false);
  });

  it('allows files up to 100 MB', () => {
    const sized = (size: number) => Object.defineProperty(file('big.csv'), 'size', { value: size });
    expect(isTooLarge(sized(IMPORT_LIMITS.maxBytes))).toBe(false);
    expect(isTooLarge(sized(IMPORT_LIMITS.maxBytes + 1))).toBe(true);
  });

  it('previews the first 256 KB of a file, as a CSV file of the same name', async () => {
    const big = file('recipes.txt', 'text/plain', 'x'.repeat(IMPORT_LIMITS.previewBytes + 5000));
    const part = previewPart(big);
    expect(part.size).toBe(IMPORT_LIMITS.previewBytes);
    expect(part.name).toBe('recipes.txt');
    expect(part.type).toBe('text/csv');
    const small = previewPart(file('small.csv', 'text/csv', 'title\nSoup\n'));
    expect(await small.text()).toBe('title\nSoup\n');
  });

  it('gives sizes in bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});

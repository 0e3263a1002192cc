import { Readable } from 'node:stream';
import { csvProblem, csvRecords, sniffCsv, SNIFF_BYTES } from './csv-source.js';

const records = async (text: string | Buffer, delimiter: ',' | ';' | '\t' = ',') => {
  const rows: string[][] = [];
  for await (const row of csvRecords(Readable.from([Buffer.from(text)]), delimiter)) rows.push(row as string[]);
  return rows;
};

describe('sniffCsv', () => {
  it.each([
    ['title,ingredients,method\nA,B,C\n', ','],
    ['title;ingredients;method\r\nA;"B, C";D\r\n', ';'],
    ['title\tingredients\tmethod\n', '\t'],
    ['\uFEFFtitle;ingredients,with comma;method\n', ';'],
    ['"title, the name",ingredients;x\n', ','],
  ])('detects the separator of %j', (text, delimiter) => {
    expect(sniffCsv(Buffer.from(text))).toEqual({ delimiter });
  });

  it('ignores separators inside quoted headers that span lines', () => {
    expect(sniffCsv(Buffer.from('"a;b;c\nd;e";title,ingredients,method\n'))).toEqual({ delimiter: ',' });
  });

  it.each([
    [Buffer.alloc(0), 'the file is empty'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'the file holds binary data, not text'],
    [Buffer.from('title,method\n\x01\x02\x03,x\n'), 'the file holds binary data, not text'],
    [Buffer.from('title,method\nCr\xe8me,x\n', 'latin1'), 'the file is not UTF-8 text (save it as "CSV UTF-8")'],
    [Buffer.from('Just a sentence about soup.\nAnother one.\n'), 'the first line has no columns separated by commas, semicolons or tabs'],
  ])('refuses what is not CSV text (%#)', (sample, problem) => {
    expect(sniffCsv(sample)).toEqual({ problem });
  });

  it('accepts a sample that ends inside a multi-byte character', () => {
    const text = Buffer.from(`title,method\n${'é'.repeat(SNIFF_BYTES)}`);
    expect(sniffCsv(text.subarray(0, SNIFF_BYTES + 1).subarray(0, SNIFF_BYTES))).toEqual({ delimiter: ',' });
  });
});

describe('csvRecords', () => {
  it('reads BOM, CRLF, quoted line breaks and doubled quotes, and keeps blank lines as rows', async () => {
    expect(await records('\uFEFFa,b\r\n"x\r\ny","say ""hi"""\r\n\r\nlast,row')).toEqual([
      ['a', 'b'],
      ['x\r\ny', 'say "hi"'],
      [''],
      ['last', 'row'],
    ]);
  });

  it('takes rows of any length and stray quotes inside fields', async () => {
    expect(await records('a;b;c\n1;2\n5" pan;2;3;4\n', ';')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['5" pan', '2', '3', '4'],
    ]);
  });

  it('says where the file ends inside an open quote', async () => {
    const error = await records('a,b\n"open,1\n2,3\n').catch((e: unknown) => e);
    expect(csvProblem(error)).toBe('The file could not be read: a quoted field is still open where the file ends at line 3');
  });
});

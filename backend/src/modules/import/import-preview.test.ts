import { previewOf, readHead } from './import-preview.js';

const sample = (text: string) => Buffer.from(text);

describe('readHead', () => {
  const text = 'title,ingredients,method\nA,1 cup,Boil.\n\nB,2 cups,Fry.\nC,3 cups,"Bake\n';

  it('reads the header and the complete rows of a partial sample, numbered as a spreadsheet does', () => {
    const head = readHead(sample(text), 5, false);
    expect(head).toMatchObject({
      delimiter: ',',
      rows: [
        { rowNumber: 2, cells: ['A', '1 cup', 'Boil.'] },
        { rowNumber: 4, cells: ['B', '2 cups', 'Fry.'] },
      ],
    });
  });

  it('drops a last row cut off by the end of a partial sample, and keeps it in a whole file', () => {
    const cut = 'title,ingredients,method\nA,1 cup,Boil.\nB,2 cups,Fr';
    expect(readHead(sample(cut), 5, false)).toMatchObject({ rows: [{ rowNumber: 2 }] });
    expect(readHead(sample(cut), 5, true)).toMatchObject({ rows: [{ rowNumber: 2 }, { rowNumber: 3, cells: ['B', '2 cups', 'Fr'] }] });
  });

  it('stops at the rows asked for', () => {
    expect(readHead(sample(text), 1, false)).toMatchObject({ rows: [{ rowNumber: 2 }] });
  });

  it('says what is wrong with a file that is not CSV', () => {
    expect(readHead(Buffer.from([0, 1, 2]), 5, true)).toEqual({ problem: 'the file holds binary data, not text' });
  });
});

describe('previewOf', () => {
  it('names missing required columns and reads each row or its problems', () => {
    const head = readHead(sample('Name,Ingredients\nSoup,1 cup milk\n'), 5, true);
    if ('problem' in head) throw new Error(head.problem);
    const preview = previewOf(head);
    expect(preview.problem).toBe("The file has no instructions column (named 'instructions', 'method' or 'directions')");
    expect(preview.columns.find((c) => c.field === 'title')).toMatchObject({ header: 'Name', required: true });
    expect(preview.rows).toEqual([
      { rowNumber: 2, problems: [{ rowNumber: 2, column: 'instructions', reason: 'There are no instructions' }] },
    ]);
  });
});

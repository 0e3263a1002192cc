import { csvCell, problemsCsv } from './problems-csv.js';

describe('problemsCsv', () => {
  it.each([
    ['=cmd|calc', `"'=cmd|calc"`],
    ['+1 cup', `"'+1 cup"`],
    ['-2 tbsp', `"'-2 tbsp"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTabbed', `"'\tTabbed"`],
    ['Say "hi", then go', '"Say ""hi"", then go"'],
    ['plain', '"plain"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps numbers as they are, even negative ones', () => {
    expect(csvCell(-3)).toBe('"-3"');
  });

  it('writes a header and one line per problem, with a BOM for spreadsheets', () => {
    expect(problemsCsv([{ rowNumber: 2, column: '=Title', reason: 'The title is empty' }])).toBe(
      '\uFEFF"Row","Column","Problem"\r\n"2","\'=Title","The title is empty"\r\n',
    );
  });
});

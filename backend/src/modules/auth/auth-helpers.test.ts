import { newCaptcha } from './captcha.js';
import { safeReturnTo } from './return-to.js';

describe('newCaptcha', () => {
  it('asks small sums, differences and products whose answer is right and never negative', () => {
    for (let i = 0; i < 300; i++) {
      const { question, answer } = newCaptcha();
      const [, a, op, b] = question.match(/^What is (\d+) ([+\-×]) (\d+)\?$/) ?? [];
      expect(op).toBeDefined();
      const expected = op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
      expect(answer).toBe(expected);
      expect(answer).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('safeReturnTo', () => {
  it.each(['/', '/recipe/12', '/browse?cuisine=Thai'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 42, undefined, `/${'a'.repeat(600)}`])(
    'drops %s',
    (value) => {
      expect(safeReturnTo(value)).toBeUndefined();
    },
  );
});

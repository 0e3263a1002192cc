import { canonicalEmail } from './email-address.js';

describe('canonicalEmail', () => {
  it.each([
    ['  Cook@Example.TEST ', 'cook@example.test'],
    ['user@exámple.test', 'user@xn--exmple-qta.test'],
    ['user@EXÁMPLE.test', 'user@xn--exmple-qta.test'],
    ['user@xn--exmple-qta.test', 'user@xn--exmple-qta.test'],
    ['user@ｅｘａｍｐｌｅ.test', 'user@example.test'],
    ['user@example．test', 'user@example.test'],
    ['first.last+tag@sub.example.org', 'first.last+tag@sub.example.org'],
    ['user@bücher.de', 'user@xn--bcher-kva.de'],
  ])('writes %j as %j', (input, canonical) => {
    expect(canonicalEmail(input)).toBe(canonical);
  });

  it.each([
    'śec@example.test',
    'ｓｅｃ@example.test',
    'a b@example.test',
    'tab\t@example.test',
    '@example.test',
    'user@',
    'no-at-sign',
    'user@exa mple.test',
  ])('refuses %j', (input) => {
    expect(canonicalEmail(input)).toBeUndefined();
  });

  it('keeps look-alike domains apart from the real one', () => {
    expect(canonicalEmail('user@exámple.test')).not.toBe(canonicalEmail('user@example.test'));
    expect(canonicalEmail('user@exаmple.test')).not.toBe(canonicalEmail('user@example.test')); // Cyrillic а
  });
});

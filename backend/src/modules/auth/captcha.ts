import { randomInt } from 'node:crypto';

export interface Captcha {
  question: string;
  answer: number;
}

/** A small arithmetic question: an addition, a subtraction with a non-negative result, or a product. */
export function newCaptcha(): Captcha {
  const kind = randomInt(3);
  if (kind === 0) {
    const [a, b] = [randomInt(1, 20), randomInt(1, 20)];
    return { question: `What is ${a} + ${b}?`, answer: a + b };
  }
  if (kind === 1) {
    const [a, b] = [randomInt(5, 25), randomInt(1, 5)];
    return { question: `What is ${a} - ${b}?`, answer: a - b };
  }
  const [a, b] = [randomInt(2, 10), randomInt(2, 10)];
  return { question: `What is ${a} × ${b}?`, answer: a * b };
}

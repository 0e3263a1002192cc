// Writes one section of docs/benchmarks.md, keeping the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const HEADER = '# Benchmarks\n\nMeasured on the development machines by the commands under bench/. Each section says how it was made.\n';

export function replaceSection(file, title, body) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  // A function, so that `$&` and the like in the figures are written as they are.
  const next = pattern.test(text) ? text.replace(pattern, () => section) : `${text.trimEnd()}\n\n${section}`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}

import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

/** The page as parse5 builds it, as a browser would (any HTML, however broken). */
export function parsePage(html: string): Node {
  return parse(html);
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function childrenOf(node: Node): Node[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const template = isElement(node) && node.tagName === 'template' && 'content' in node ? [node.content as Node] : [];
  return [...children, ...template];
}

/** Every element under `root` in document order for which `keep` holds, without entering those for which `stop` holds. */
export function elements(root: Node, keep: (element: Element) => boolean, stop: (element: Element) => boolean = () => false): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (keep(child)) found.push(child);
      if (!stop(child)) walk(child);
    }
  };
  walk(root);
  return found;
}

/** The text of a node and its descendants, as it reads (scripts and styles left out). */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return '';
  const block = isElement(node) && /^(p|div|li|br|h[1-6]|tr)$/.test(node.tagName);
  const inner = childrenOf(node).map(textOf).join('');
  return block ? `\n${inner}\n` : inner;
}

/** The raw text of a script element. */
export function scriptText(element: Element): string {
  return childrenOf(element)
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : ''))
    .join('');
}

/** Control characters (C0 and C1): never part of a recipe's text (line ends are split on first). */
const CONTROL = /\p{Cc}/gu;

/**
 * Text that may hold markup or character references (`&amp;`, `<p>`, as many sites put in their
 * JSON-LD), as plain text on one line: tags dropped, references decoded, control characters and runs of
 * spaces made one space.
 */
export function plainText(value: string): string {
  const text = /[<&]/.test(value) ? textOf(parseFragment(value) as unknown as Node) : value;
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Like plainText, but keeps the line breaks of the markup and of the text as separate lines. */
export function plainLines(value: string): string[] {
  const text = /[<&]/.test(value) ? textOf(parseFragment(value) as unknown as Node) : value;
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Finds the sentences of the contract's prose. Every `description` (outside
 * examples) is split into sentences, and every sentence is a promise until its
 * entry in the promise list says it is none, and why: no word list decides it.
 */

/** One sentence of a description, and where the description is (a JSON pointer). */
export interface Sentence {
  at: string;
  text: string;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every `description` of the contract outside `examples`, with its JSON pointer. */
export function descriptions(doc: unknown): { at: string; text: string }[] {
  const found: { at: string; text: string }[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'examples' || key === 'example') continue;
        if (key === 'description' && typeof value === 'string')
          found.push({ at: `${at}/description`, text: value });
        else walk(value, `${at}/${escape(key)}`);
      }
    }
  };
  walk(doc, '');
  return found;
}

/** A description's sentences: paragraphs and list items apart, white space collapsed. */
export function sentencesOf(text: string): string[] {
  const blocks = text
    .split(/\n\s*\n|\n(?=\s*- )/)
    .map((b) =>
      b
        .replace(/^\s*- /, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return blocks.flatMap((block) =>
    block
      .split(/(?<!\be\.g\.|\bi\.e\.)(?<=[.!?])\s+(?=[A-Z`(*])/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Every sentence of every description of the contract. */
export function contractSentences(doc: unknown): Sentence[] {
  return descriptions(doc).flatMap(({ at, text }) =>
    sentencesOf(text).map((s) => ({ at, text: s })),
  );
}

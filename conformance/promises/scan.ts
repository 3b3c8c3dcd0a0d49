/**
 * Finds the sentences of the contract's prose that promise something a client
 * can observe. Every `description` (outside examples) is split into sentences;
 * a sentence with promise vocabulary must have an entry in the promise list.
 */

/** One sentence of a description, and where the description is (a JSON pointer). */
export interface Sentence {
  at: string;
  text: string;
}

/**
 * Words that make a sentence a candidate promise: obligations, absolutes, limits,
 * statuses, normalisation, order, caching and the headers a client reads.
 */
export const PROMISE_VOCABULARY =
  /\b(must|always|never|at most|at least|only|exactly|every|each|none|nothing|answer(s|ed)?|refused|rejected|lower[- ]case|removed|trimmed|collapsed|white space|sorted|newest|order|first|limit(s|ed)?|bounded|maximum|minimum|default|ignor(es|ed|ing)|stored|kept|fixed|carr(y|ies)|sends?|returns?|creates?|revokes?|needs?|public|names (the field|it)|not valid|internals|plain array|no search|whole|non-empty|starts? with|holds no|strong|weak|matches|no longer|without a body|same|cache|attachment|per (account|client|minute)|\d+ per|wins|for good|any version|whatever|across all pages|expired|not held|accepted|followed by|larger than|null|[1-5][0-9]{2})\b/i;

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

/** The sentences of the contract that use promise vocabulary. */
export function promiseSentences(doc: unknown): Sentence[] {
  return descriptions(doc).flatMap(({ at, text }) =>
    sentencesOf(text)
      .filter((s) => PROMISE_VOCABULARY.test(s))
      .map((s) => ({ at, text: s })),
  );
}

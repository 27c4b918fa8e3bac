import { tokenizerFor, type ConceptLanguage, type Token } from './tokenize';

/** Where a term was found among a text's tokens: its first token's index, or -1 when found only verbatim. */
export type Occurrence = number;

/**
 * A concept's text, tokenised once, to look terms up in. A term occurs when its token sequence appears in the
 * concept's tokens (by dictionary form or surface); for Japanese and Chinese also when the text contains it
 * verbatim, as compounds are sometimes cut differently in context than alone (only terms of at least
 * `verbatimFrom` characters, when given).
 */
export async function conceptText(text: string, language: ConceptLanguage) {
  const tokenizer = await tokenizerFor(language);
  const tokens = tokenizer.tokenize(text);
  const lemmas = tokens.map((t) => t.lemma);
  const surfaces = tokens.map((t) => t.surface);
  const normalised = text.normalize('NFKC').toLowerCase();
  const occurrences = (term: string, options: { verbatimFrom?: number } = {}): Occurrence[] => {
    const termTokens = tokenizer.tokenize(term);
    if (termTokens.length === 0) return [];
    const found = [...new Set([...indicesOf(lemmas, termTokens.map((t) => t.lemma)), ...indicesOf(surfaces, termTokens.map((t) => t.surface))])].sort((a, b) => a - b);
    if (found.length) return found;
    return language !== 'en' && [...term].length >= (options.verbatimFrom ?? 1) && normalised.includes(term.normalize('NFKC').toLowerCase()) ? [-1] : [];
  };
  return {
    tokens: tokens as readonly Token[],
    occurrences,
    occurs: (term: string, options: { verbatimFrom?: number } = {}) => occurrences(term, options).length > 0,
    /** How many tokens a term is cut into. */
    tokenCount: (term: string) => tokenizer.tokenize(term).length,
  };
}
export type ConceptText = Awaited<ReturnType<typeof conceptText>>;

/** The sentences of a text (on . ! ? ; and their full-width forms, and line breaks), without empty ones. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;。！？；])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function indicesOf(haystack: readonly string[], needle: readonly string[]): number[] {
  const found: number[] = [];
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    found.push(i);
  }
  return found;
}

/** Lower-cased word tokens of a text, with a light suffix strip so 'bugs'/'fixing'/'reports' match their root. */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9+#]+/g) ?? []).map(stem);
}

export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && (w.endsWith('ies') || w.endsWith('ied'))) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && /(x|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // 'analyze'/'analyzed', 'service'/'services' meet at the same root.
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Whether `phrase` (one or more words) occurs in the token list, word for word. */
export function containsPhrase(tokens: readonly string[], phrase: string): boolean {
  const words = terms(phrase);
  if (words.length === 0) return false;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (words.every((w, j) => tokens[i + j] === w)) return true;
  }
  return false;
}

/** One to ten in words, by value: the counts each plain-English reader accepts ('three weeks'), before its own extras. */
export const ONE_TO_TEN: Readonly<Record<string, number>> = Object.fromEntries(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((word, i) => [word, i + 1]),
);

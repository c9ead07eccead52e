/**
 * Raw validator text ("Too big: expected number to be <=24") never reaches a rep (issue 9): the
 * schema library's default messages are turned into sentences; any other text is kept.
 */
const RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Too big: expected number to be <=\s*(-?[\d.]+)$/, (m) => `Enter ${m[1]} or less.`],
  [/^Too big: expected number to be <\s*(-?[\d.]+)$/, (m) => `Enter less than ${m[1]}.`],
  [/^Too small: expected number to be >=\s*(-?[\d.]+)$/, (m) => `Enter ${m[1]} or more.`],
  [/^Too small: expected number to be >\s*(-?[\d.]+)$/, (m) => `Enter more than ${m[1]}.`],
  [
    /^Too big: expected (?:string|array) to have <=?\s*(\d+) (?:characters|items)$/,
    (m) => `Use at most ${m[1]}.`,
  ],
  [
    /^Too small: expected (?:string|array) to have >=?\s*(\d+) (?:characters|items)$/,
    (m) => `Enter at least ${m[1]}.`,
  ],
  [/^Invalid input: expected int, received .*$/, () => 'Enter a whole number.'],
  [/^Invalid input: expected number, received .*$/, () => 'Enter a number.'],
  [
    /^Invalid input: expected (?:string|boolean|object|array), received .*$/,
    () => 'This value is missing or not valid.',
  ],
  [/^Invalid option: expected one of .*$/, () => 'Choose one of the listed options.'],
];

export function toSentence(message: string): string {
  for (const [pattern, sentence] of RULES) {
    const match = message.match(pattern);
    if (match) return sentence(match);
  }
  return message;
}

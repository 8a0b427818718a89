import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageParseOptions, type Dictionary } from './translate';

/** The arguments an ICU message takes, with their kind: `count:plural`, `name:argument`, `date:date`. */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, messageParseOptions));
  return [...found].sort();
}

/**
 * What keeps a translation from standing in for the reference language: a key either one lacks, a message that is
 * not valid ICU, or one whose arguments differ (a caller passing `count` to a message that expects `number`).
 */
export function dictionaryProblems(
  reference: Dictionary,
  translation: Dictionary,
  language: string,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference))
    if (!Object.hasOwn(translation, key)) problems.push(`${key} is missing in ${language}`);
  for (const key of Object.keys(translation))
    if (!Object.hasOwn(reference, key)) problems.push(`${key} is in ${language} only`);
  for (const [key, message] of Object.entries(translation)) {
    const english = reference[key];
    if (english === undefined) continue;
    try {
      const expected = messageArguments(english).join(', ');
      const actual = messageArguments(message).join(', ');
      if (expected !== actual)
        problems.push(`${key} takes {${actual}} in ${language} but {${expected}} in English`);
    } catch (error) {
      problems.push(`${key} is not valid ICU: ${(error as Error).message}`);
    }
  }
  return problems;
}

import { describe, expect, it } from 'vitest';
import { isLocalizedValue } from '@storefront/features/backends/content';
import {
  SANDBOX_GERMAN_LOCALE,
  seededPages,
  seededSymbols,
} from '@storefront/features/backends/content/sandbox';
import { blocks } from './blocks';
import type { BlockInput } from './inputs';

/**
 * Inputs that hold free text but no words a shopper reads: ids, codes, SKUs, paths and addresses the shop passes on.
 * Every other free-text input must be localized; a new one has to be put on one side or the other.
 */
const notShopperWords: Record<string, string> = {
  'Contact.phone': 'a phone number',
  'Contact.type': "the engagement service's form type",
  'Contact.channel': "the engagement service's channel",
  'Contact.consentPurposes.id': 'a consent purpose id',
  'FreeTrial.program': "the trial programme's code",
  'FreeTrial.kitSku': 'a SKU',
  'FreeTrial.returnTo': 'a path of the shop',
  'LoyaltyArticleReward.articleId': "the loyalty service's article id",
  'Newsletter.topics.id': "the newsletter service's topic name",
  'Newsletter.consentId': 'a consent id',
  'SimpleProductTeaser.sku': 'a SKU',
  'StartSubscription.sku': 'a SKU',
  'SubmissionForm.name': 'names the submissions for the marketer',
  'SubmissionForm.sendSubmissionsToEmail': 'an e-mail address',
  'SubmissionForm.errorMessagePath': "a path into the server's answer",
  'FormField.name': 'the submitted field name',
  'SurveyRunner.surveyId': "the surveys service's id",
};

const freeText = new Set(['string', 'longText', 'richText', 'html']);

/** Every input of a block with its dotted path, list sub-fields included. */
function eachInput(inputs: readonly BlockInput[], path = ''): Array<[string, BlockInput]> {
  return inputs.flatMap((input): Array<[string, BlockInput]> => [
    [`${path}${input.name}`, input],
    ...(input.type === 'list' ? eachInput(input.subFields, `${path}${input.name}.`) : []),
  ]);
}

describe('localized inputs', () => {
  it("blocks: every input whose words a shopper reads is marked localized, so marketers translate it in Builder's editor", () => {
    const unmarked: string[] = [];
    const markedNonText: string[] = [];
    for (const block of blocks)
      for (const [path, input] of eachInput(block.inputs)) {
        const name = `${block.name}.${path}`;
        const text = freeText.has(input.type) && !('enum' in input);
        if (text && !input.localized && !(name in notShopperWords)) unmarked.push(name);
        if (input.localized && (!text || name in notShopperWords)) markedNonText.push(name);
      }
    expect(unmarked).toEqual([]);
    expect(markedNonText).toEqual([]);
    // Each exception is still an input of the shop's blocks.
    const known = new Set(
      blocks.flatMap((block) => eachInput(block.inputs).map(([path]) => `${block.name}.${path}`)),
    );
    expect(Object.keys(notShopperWords).filter((name) => !known.has(name))).toEqual([]);
  });

  it("blocks: a localized input has no English default: left empty, the block reads the shop's own words in the shopper's language", () => {
    // The design system's teaser needs a link text and no domain has that word yet: the one English default left.
    const englishDefaultsLeft = new Set(['SimpleProductTeaser.linkText']);
    const withDefault = blocks.flatMap((block) =>
      eachInput(block.inputs)
        .filter(([, input]) => input.localized && typeof input.defaultValue === 'string')
        .map(([path]) => `${block.name}.${path}`),
    );
    expect(withDefault.filter((name) => !englishDefaultsLeft.has(name))).toEqual([]);
  });

  it('blocks: the seeded content gives every localized input of a shop block German, and localizes no other input', () => {
    const blocksByName = new Map(blocks.map((block) => [block.name, block]));
    const problems: string[] = [];
    let checked = 0;
    const checkOptions = (where: string, inputs: readonly BlockInput[], options: Record<string, unknown>) => {
      for (const input of inputs) {
        const value = options[input.name];
        const at = `${where}.${input.name}`;
        if (input.type === 'list' && Array.isArray(value)) {
          value.forEach((item, index) =>
            checkOptions(`${at}[${index}]`, input.subFields, item as Record<string, unknown>),
          );
        } else if (input.localized) {
          // An empty text (a decorative picture's alt) has nothing to translate.
          if (value === undefined || value === '') continue;
          checked += 1;
          if (!isLocalizedValue(value) || typeof value[SANDBOX_GERMAN_LOCALE] !== 'string')
            problems.push(`${at} has no German`);
        } else if (isLocalizedValue(value))
          problems.push(`${at} is localized, but the editor offers one value`);
      }
    };
    const visit = (where: string, value: unknown): void => {
      if (Array.isArray(value)) return value.forEach((item) => visit(where, item));
      if (typeof value !== 'object' || value === null) return;
      const component = (value as { component?: { name?: string; options?: Record<string, unknown> } })
        .component;
      const block = component?.name ? blocksByName.get(component.name) : undefined;
      if (block && component?.options)
        checkOptions(`${where} ${block.name}`, block.inputs, component.options);
      Object.values(value).forEach((child) => visit(where, child));
    };
    for (const entry of [...seededPages, ...seededSymbols]) visit(entry.id, entry.data);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

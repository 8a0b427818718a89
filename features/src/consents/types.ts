/** Spec section 9: the order consent categories are shown in. */
export const consentCategoryOrder = ['email', 'sms', 'post', 'survey', 'additional', 'GDPR'] as const;
export type ConsentCategory = (typeof consentCategoryOrder)[number];

export interface Purpose {
  id: string;
  title: string;
  description: string;
  category: ConsentCategory;
  accepted: boolean;
  /** A one-off agreement (e.g. a contest's terms), asked once. */
  oneOff: boolean;
  /** Required to have an account: shown, always accepted, not changeable. */
  mandatory: boolean;
  section?: { id: string; name: string; description?: string };
}

/** Purposes shown together: one category, or one section of the consent service. */
export interface PurposeGroup {
  /** The category, or the section id. */
  id: string;
  /** The earliest category of the group in the spec's order (the group's own category when grouped by category). */
  category: ConsentCategory;
  section?: { id: string; name: string; description?: string };
  purposes: Purpose[];
}

export type PurposeGrouping = 'category' | 'section';

/** Spec section 5: an empty purposes list is an error, not "no consents". */
export const EMPTY_PURPOSES_MESSAGE = 'Failed to fetch from OT';

const rankOf = (category: string) => {
  const index = (consentCategoryOrder as readonly string[]).indexOf(category);
  return index === -1 ? consentCategoryOrder.length : index;
};

/**
 * Purposes grouped by category (spec section 9 order: email, sms, post, survey, additional, GDPR; unknown categories
 * last) or by section; sections come in the order of their earliest category, a purpose without a section forms a
 * group of its category.
 */
export function groupPurposes(
  purposes: readonly Purpose[],
  by: PurposeGrouping = 'category',
): PurposeGroup[] {
  if (purposes.length === 0) throw new Error(EMPTY_PURPOSES_MESSAGE);
  const byRank = [...purposes].sort((a, b) => rankOf(a.category) - rankOf(b.category));
  const groups = new Map<string, PurposeGroup>();
  for (const purpose of byRank) {
    const section = by === 'section' ? purpose.section : undefined;
    const id = section?.id ?? purpose.category;
    const group = groups.get(id) ?? {
      id,
      category: purpose.category,
      ...(section ? { section } : {}),
      purposes: [],
    };
    group.purposes.push(purpose);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** What is sent back: every purpose with its answer (spec section 7: id, accepted, one_off). */
export function consentChoices(purposes: readonly Purpose[], accepted: ReadonlySet<string>) {
  return purposes.map((purpose) => ({
    id: purpose.id,
    accepted: purpose.mandatory || accepted.has(purpose.id),
    one_off: purpose.oneOff,
  }));
}

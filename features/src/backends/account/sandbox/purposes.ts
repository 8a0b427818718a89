import { BoundedMap } from '../../../platform/sandbox/bounded';

/** The consent service's sections, which group purposes across categories. */
const SECTIONS = {
  marketing: {
    id: 'marketing',
    name: 'Marketing messages',
    description: 'How we tell you about news and offers.',
  },
  research: { id: 'research', name: 'Research and improvement' },
  legal: { id: 'legal', name: 'Legal' },
} as const;

/** The tenant's consent purposes as the consent service (OT) lists them, and each shopper's answers. */
export const sandboxPurposes = [
  {
    id: 'purpose-email-news',
    purposeTitle: 'News by e-mail',
    purposeDescription: 'New flavours, devices and offers, about twice a month.',
    category: 'email',
    section: SECTIONS.marketing,
    mandatory: false,
    one_off: false,
  },
  {
    id: 'purpose-sms-offers',
    purposeTitle: 'Offers by text message',
    purposeDescription: 'Short notes about offers near you.',
    category: 'sms',
    section: SECTIONS.marketing,
    mandatory: false,
    one_off: false,
  },
  {
    id: 'purpose-post-catalogue',
    purposeTitle: 'Catalogue by post',
    purposeDescription: 'Our seasonal catalogue, once a quarter.',
    category: 'post',
    section: SECTIONS.marketing,
    mandatory: false,
    one_off: false,
  },
  {
    id: 'purpose-survey',
    purposeTitle: 'Surveys',
    purposeDescription: 'Occasional questions about our products.',
    category: 'survey',
    section: SECTIONS.research,
    mandatory: false,
    one_off: false,
  },
  {
    id: 'purpose-gdpr-terms',
    purposeTitle: 'Terms and privacy notice',
    purposeDescription: 'Needed to keep an account.',
    category: 'GDPR',
    section: SECTIONS.legal,
    mandatory: true,
    one_off: false,
  },
  {
    id: 'purpose-additional-research',
    purposeTitle: 'Product research',
    purposeDescription: 'Use of anonymous usage data to improve devices.',
    category: 'additional',
    section: SECTIONS.research,
    mandatory: false,
    one_off: true,
  },
] as const;

/** The consent service keeps each purpose's and section's words per language; these are the German ones. */
const german: Record<string, { title: string; description: string }> = {
  'purpose-email-news': {
    title: 'Neuigkeiten per E-Mail',
    description: 'Neue Geschmacksrichtungen, Geräte und Angebote, etwa zweimal im Monat.',
  },
  'purpose-sms-offers': {
    title: 'Angebote per SMS',
    description: 'Kurze Hinweise auf Angebote in Ihrer Nähe.',
  },
  'purpose-post-catalogue': {
    title: 'Katalog per Post',
    description: 'Unser Saisonkatalog, einmal im Quartal.',
  },
  'purpose-survey': { title: 'Umfragen', description: 'Gelegentliche Fragen zu unseren Produkten.' },
  'purpose-gdpr-terms': {
    title: 'AGB und Datenschutzhinweis',
    description: 'Nötig, um ein Konto zu führen.',
  },
  'purpose-additional-research': {
    title: 'Produktforschung',
    description: 'Nutzung anonymer Nutzungsdaten, um Geräte zu verbessern.',
  },
};
const germanSections: Record<string, { name: string; description?: string }> = {
  marketing: {
    name: 'Werbenachrichten',
    description: 'Wie wir Sie über Neuigkeiten und Angebote informieren.',
  },
  research: { name: 'Forschung und Verbesserung' },
  legal: { name: 'Rechtliches' },
};

const answers = new BoundedMap<string, Map<string, boolean>>();

/**
 * The tenant's purposes in the language a call names (`language`, `de` or `de-DE`; English otherwise), with the
 * shopper's answers, or none accepted before there is an account (registration).
 */
export function purposesOf(uuid: string | undefined, language: string | null = null) {
  const mine = (uuid && answers.get(uuid)) || new Map<string, boolean>();
  const inGerman = language?.toLowerCase().startsWith('de') ?? false;
  return sandboxPurposes.map((purpose) => ({
    ...purpose,
    ...(inGerman
      ? {
          purposeTitle: german[purpose.id]?.title ?? purpose.purposeTitle,
          purposeDescription: german[purpose.id]?.description ?? purpose.purposeDescription,
          section: { ...purpose.section, ...germanSections[purpose.section.id] },
        }
      : {}),
    accepted: uuid !== undefined && (purpose.mandatory || (mine.get(purpose.id) ?? false)),
  }));
}

/** Saves answers; an unknown purpose id, or anything but a list of answers, is the caller's mistake (400). */
export function answerPurposes(uuid: string, consents: unknown): boolean {
  const known = new Set<string>(sandboxPurposes.map((purpose) => purpose.id));
  const isAnswer = (consent: unknown): consent is { id: string; accepted: boolean } =>
    typeof consent === 'object' &&
    consent !== null &&
    known.has((consent as { id?: unknown }).id as string) &&
    typeof (consent as { accepted?: unknown }).accepted === 'boolean';
  if (!Array.isArray(consents) || !consents.every(isAnswer)) return false;
  const mine = answers.get(uuid) ?? new Map<string, boolean>();
  for (const consent of consents) mine.set(consent.id, consent.accepted);
  answers.set(uuid, mine);
  return true;
}

export function resetPurposes(): void {
  answers.clear();
}

/** A flat dictionary: dotted keys (cart.checkout.error.promo_code) to text with {placeholders}. */
export type Dictionary = Readonly<Record<string, string>>;

export type TranslationVars = Readonly<Record<string, string | number>>;

/** Fills {name} placeholders; a placeholder without a value stays visible so the gap is noticed. */
export function interpolate(template: string, vars: TranslationVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}

/** The text for a key; an unknown key shows the given fallback, else the key itself. */
export function translate(
  dictionary: Dictionary,
  key: string,
  vars?: TranslationVars,
  fallback?: string,
): string {
  return interpolate(dictionary[key] ?? fallback ?? key, vars);
}

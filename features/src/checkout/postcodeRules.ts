export interface PostcodeRules {
  required: boolean;
  validationEnabled: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export function postcodeRulesOf(storeConfig: {
  postcode_is_required?: boolean | null;
  postcode_validation_enabled?: boolean | null;
  postcode_min_length?: number | null;
  postcode_max_length?: number | null;
  postcode_validate_regex?: string | null;
}): PostcodeRules {
  return {
    required: Boolean(storeConfig.postcode_is_required),
    validationEnabled: Boolean(storeConfig.postcode_validation_enabled),
    ...(storeConfig.postcode_min_length ? { minLength: storeConfig.postcode_min_length } : {}),
    ...(storeConfig.postcode_max_length ? { maxLength: storeConfig.postcode_max_length } : {}),
    ...(storeConfig.postcode_validate_regex ? { pattern: storeConfig.postcode_validate_regex } : {}),
  };
}

export type PostcodeProblem = 'required' | 'too_short' | 'too_long' | 'format';

/** Whether a postcode passes the store view's rules; length and pattern apply only when validation is enabled. */
export function postcodeProblem(postcode: string, rules: PostcodeRules): PostcodeProblem | undefined {
  const value = postcode.trim();
  if (!value) return rules.required ? 'required' : undefined;
  if (!rules.validationEnabled) return undefined;
  if (rules.minLength && value.length < rules.minLength) return 'too_short';
  if (rules.maxLength && value.length > rules.maxLength) return 'too_long';
  if (rules.pattern && !new RegExp(rules.pattern).test(value)) return 'format';
  return undefined;
}

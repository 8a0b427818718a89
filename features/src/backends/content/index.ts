export {
  DEFAULT_LOCALE_KEY,
  isLocalizedValue,
  LOCALIZED_VALUE_TYPE,
  localizedValueIn,
  withLocalizedValues,
} from './localizedValues';
export type { BuilderLocalizedValueJson, Localizable } from './localizedValues';

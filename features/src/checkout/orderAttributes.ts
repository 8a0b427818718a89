import type { TextRules } from '../platform';

/** Spec section 5: the only places an order attribute may be rendered. */
export const orderAttributePlacements = [
  'contactDetails_before',
  'contactDetails_after',
  'shippingAddress_before',
  'shippingAddress_after',
  'billingaddress_before',
  'billingaddress_after',
  'buttonDelivery_before',
  'buttonPlaceOrder_before',
] as const;
export type OrderAttributePlacement = (typeof orderAttributePlacements)[number];

export interface OrderAttribute {
  code: string;
  label: string;
  inputType: string;
  isRequired: boolean;
  minLength?: number;
  maxLength?: number;
  validateRegex?: string;
  value: string;
  description?: string;
  placeholder?: string;
  placement: OrderAttributePlacement;
  sortOrder: number;
}

const isPlacement = (placement: string): placement is OrderAttributePlacement =>
  (orderAttributePlacements as readonly string[]).includes(placement);

interface WireOrderAttribute {
  code: string;
  label: string;
  input_type: string;
  is_required: boolean;
  min_length?: number | null;
  max_length?: number | null;
  validate_regex?: string | null;
  value?: string | null;
  description?: string | null;
  placeholder?: string | null;
  placement: string;
  sort_order: number;
}

/** Order attributes by placement, each list in sort order; an attribute with another placement is dropped with a warning. */
export function orderAttributesByPlacement(
  attributes: readonly WireOrderAttribute[],
): Partial<Record<OrderAttributePlacement, OrderAttribute[]>> {
  const grouped: Partial<Record<OrderAttributePlacement, OrderAttribute[]>> = {};
  for (const attribute of [...attributes].sort((a, b) => a.sort_order - b.sort_order)) {
    if (!isPlacement(attribute.placement)) {
      console.warn(
        `[checkout] order attribute ${attribute.code} has the unknown placement "${attribute.placement}" and is not shown`,
      );
      continue;
    }
    (grouped[attribute.placement] ??= []).push({
      code: attribute.code,
      label: attribute.label,
      inputType: attribute.input_type,
      isRequired: attribute.is_required,
      ...(attribute.min_length ? { minLength: attribute.min_length } : {}),
      ...(attribute.max_length ? { maxLength: attribute.max_length } : {}),
      ...(attribute.validate_regex ? { validateRegex: attribute.validate_regex } : {}),
      value: attribute.value ?? '',
      ...(attribute.description ? { description: attribute.description } : {}),
      ...(attribute.placeholder ? { placeholder: attribute.placeholder } : {}),
      placement: attribute.placement,
      sortOrder: attribute.sort_order,
    });
  }
  return grouped;
}

/** An order attribute's rules, as its definition gives them (checked by the shared text rule). */
export const orderAttributeRules = (attribute: OrderAttribute): TextRules => ({
  required: attribute.isRequired,
  ...(attribute.minLength ? { minLength: attribute.minLength } : {}),
  ...(attribute.maxLength ? { maxLength: attribute.maxLength } : {}),
  ...(attribute.validateRegex ? { pattern: attribute.validateRegex } : {}),
});

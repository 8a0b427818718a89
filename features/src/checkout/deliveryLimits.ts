export interface DeliveryLimits {
  mode: string;
  limits: Array<{
    sku?: string;
    periodDays: number;
    maxQuantity: number;
    usedQuantity: number;
    remaining: number;
  }>;
}

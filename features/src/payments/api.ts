import { graphql, isCommerceError, type CommerceClient } from '../backends/commerce';

export { createPaymentService } from '../backends/payments';
export type { PaymentOrderRequest, PaymentService, PaymentServiceOptions } from '../backends/payments';

const UpdatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($orderId: String!, $methodCode: String!) {
    updatePaymentMethod(orderId: $orderId, methodCode: $methodCode) {
      success
      payment_method
      message
    }
  }
`);

export interface UpdatePaymentMethodResult {
  success: boolean;
  payment_method?: string;
  message?: string;
  /** On failure, the error response's data: the server's errors with their codes. */
  errors?: Array<{ message: string; code: string }>;
}

/** Switches a placed order's payment method; spec section 7: on failure it returns the error response data instead of throwing. */
export async function updatePaymentMethod(
  client: CommerceClient,
  orderId: string,
  methodCode: string,
): Promise<UpdatePaymentMethodResult> {
  try {
    const data = await client.request(UpdatePaymentMethodMutation, { orderId, methodCode });
    const result = data.updatePaymentMethod;
    return {
      success: Boolean(result?.success),
      ...(result?.payment_method ? { payment_method: result.payment_method } : {}),
      ...(result?.message ? { message: result.message } : {}),
    };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return {
      success: false,
      message: error.userMessage,
      errors: error.errors.map((item, index) => ({
        message: item.message,
        code: error.codes[index] ?? 'UNDEFINED',
      })),
    };
  }
}

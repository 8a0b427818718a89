/** A registered device (spec section 3). Strings default to empty, booleans to false. */
export interface Device {
  consumerId: string;
  deviceId: string;
  externalId: string;
  countryCode: string;
  iotTenantCode: string;
  isBluetooth: boolean;
  isVirtual: boolean;
  productColor: string;
  productType: string;
  productVersion: string;
  randomCode: string;
  registrationDate: string;
  tenantCode: string;
  tenantCodeString: string;
  trackingCode: string;
  userAssignmentDate: string;
  userId: string;
  warrantyExpiryDate: string;
  deviceName: string;
  productId: string;
}

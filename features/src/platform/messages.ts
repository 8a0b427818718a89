/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.loading': 'Loading…',
  // The shared fields' rules (fields/): {field} is the field's label as the form shows it.
} as const;

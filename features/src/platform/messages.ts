/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.error.offline': 'You seem to be offline. Check your connection and try again.',
  'platform.error.unreachable': 'We cannot reach our service just now. Please try again in a moment.',
  'platform.loading': 'Loading…',
  // The shared fields' rules (fields/): {field} is the field's label as the form shows it.
} as const;

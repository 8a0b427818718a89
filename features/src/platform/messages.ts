/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.loading': 'Loading…',
} as const;

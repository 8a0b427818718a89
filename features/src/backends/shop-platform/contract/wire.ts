import { z } from 'zod';

/** Where an IP address is, roughly (city level): what the location-by-IP service answers (spec section 7). */
export const ipLocationSchema = z.object({
  country_code: z.string(),
  region: z.string().optional(),
  city: z.string().optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type IpLocation = z.infer<typeof ipLocationSchema>;

/**
 * The platform configuration (spec section 7, GET platform configuration; its fields are not shown there). The shop
 * reads the switches it already has in its own configuration; every field is optional, and one of the wrong type makes
 * the whole answer unusable rather than half applied.
 */
export const platformConfigurationSchema = z.object({
  features: z
    .object({
      age_verification: z.boolean().optional(),
      keep_me_logged_in: z.boolean().optional(),
      login_strategy: z.string().min(1).optional(),
    })
    .optional(),
});
export type PlatformConfiguration = z.infer<typeof platformConfigurationSchema>;

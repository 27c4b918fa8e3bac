import { z } from 'zod';
import { countryCodes } from './countries';

/**
 * One entry of the country setting (section 3): per country, whether prices and image limits are shown to
 * its clients (status 1 shown, 0 hidden) and the image upper limit that applies there.
 */
export const CountrySettingEntry = z.object({
  country: z.enum(countryCodes),
  status: z.union([z.literal(0), z.literal(1)]),
  max_images: z.number().int().nonnegative().nullable(),
});
export type CountrySettingEntry = z.infer<typeof CountrySettingEntry>;

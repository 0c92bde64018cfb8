import { z } from 'zod';

export const country = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  name: z.string(),
  /** Same-origin flag image: /static/COUNTRY_FLAG/{countryCode}.svg. */
  flagUrl: z.string(),
});
export type Country = z.infer<typeof country>;

/** GET /wps/system/country */
export const getCountriesResponse = z.array(country);

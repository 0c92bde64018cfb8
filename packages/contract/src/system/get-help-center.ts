import { z } from 'zod';

export type HelpEntry = {
  title: string;
  content: string;
  bgColor: string | null;
  lang: string;
  display: boolean;
  tag: string;
  children: HelpEntry[];
};

export const helpEntry: z.ZodType<HelpEntry> = z.lazy(() =>
  z.object({
    title: z.string(),
    content: z.string(),
    bgColor: z.string().nullable(),
    lang: z.string(),
    display: z.boolean(),
    tag: z.string(),
    children: z.array(helpEntry),
  }),
);

/** GET /wps/system/helpCenter?lang=EN&device=WEB */
export const getHelpCenterQuery = z.object({
  lang: z.string().regex(/^[A-Za-z-]{2,5}$/).optional(),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
});
export const getHelpCenterResponse = z.array(helpEntry);

import { z } from 'zod';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export { BANNER_GROUP_BY_ROUTE } from './banner-groups';

export const banner = z.object({
  bannerId: z.string(),
  groupName: z.string(),
  url: z.string(),
  /** The banner's title, for the image's alternative text. */
  title: z.string().optional(),
  /**
   * Text to lay over the picture, in the asked language: set when the picture is the
   * platform's generated art (which has no text drawn in it); null or absent when the picture
   * is the operator's own and carries its text.
   */
  caption: z.object({ title: z.string(), subtitle: z.string() }).nullable().optional(),
  /** URL, P (promotion) or G (game); null when the banner is not clickable. */
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  /**
   * The target: URL → a path or address to open; P → the id of a notice in `promotion`;
   * G → `gameType:vendor:gameCode` (e.g. `RNG:HOUSE:dice`).
   */
  linkage: z.string().nullable(),
  sort: z.number(),
});
export type Banner = z.infer<typeof banner>;

export const notice = z.object({
  /** Stable across languages (the item's key), so banners can link a promotion by it. */
  id: z.string(),
  title: z.string(),
  /** HTML from the back office; sanitised by the server and again before display. */
  content: z.string(),
  type: z.string(),
  execution: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
});
export type Notice = z.infer<typeof notice>;

/** /wps/relay/MCSFE_getListAnnouncements */
export const getAnnouncementsQuery = z.object({
  types: z
    .string()
    .max(64)
    .regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/)
    .default('B,PL,PU,PR,H'),
  platform: z.enum(['W', 'M']).default('W'),
  execution: z.enum(['A', 'B', 'F']).default('B'),
});

export const getAnnouncementsResponse = z.object({
  banners: z.array(banner),
  player: z.array(notice),
  popup: z.array(notice),
  promotion: z.array(notice),
});
export type Announcements = z.infer<typeof getAnnouncementsResponse>;

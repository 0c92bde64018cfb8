/** The sports vendor FB's names (launch-fb.ts), without zod: the player site's header reads them. */
export const FB_VENDOR_CODE = 'FB';
export const FB_SPORTS_GAME_CODE = 'fb-sports';
/** The site's own page of the FB book (spec §2). */
export const FB_SPORTS_PATH = '/fbsports';

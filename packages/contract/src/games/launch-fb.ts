import { z } from 'zod';
import { envelope } from '../common/envelope';
import { languageParam } from './common';
import { launchGameValue } from './launch-game';

/**
 * `GET /wps/relay/GCS_gameLaunchFB` (token): the address of the sports vendor FB's book for
 * the /fbsports iframe. FB has one game; its local implementation is the house vendor's
 * virtual football book (game `fb-sports`). `accountType` 1 plays real money, 0 the book's
 * demo money; a trial member gets demo, as with /wps/game/launchGame. The answer has
 * launchGame's shape: `value.content.game_url` is the address.
 */
export { FB_VENDOR_CODE, FB_SPORTS_GAME_CODE, FB_SPORTS_PATH } from './fb-sports';

export const launchFbQuery = z.object({
  accountType: z.enum(['0', '1']).default('1'),
  language: languageParam,
  platform: z.string().max(16).optional(),
  /** Where the book's lobby button goes (http/https). */
  backUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type LaunchFbQuery = z.input<typeof launchFbQuery>;

export const launchFbValue = launchGameValue;
export type LaunchFbValue = z.infer<typeof launchFbValue>;

export const launchFbResponse = envelope(launchFbValue);

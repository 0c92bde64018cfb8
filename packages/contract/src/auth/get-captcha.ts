import { z } from 'zod';

/** GET /wps/captcha: the image as base64 PNG without a data: prefix; sets the captchaId cookie. */
export const getCaptchaResponse = z.string();
export const CAPTCHA_COOKIE = 'captchaId';

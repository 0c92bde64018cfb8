import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/** Activity application rules (spec §5). */
export const REMARK_MAX_CHARS = 140;
export const APPLICATION_MAX_IMAGES = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * POST /wps/promotions/:id/apply (token, real account): remark and up to 3 png/jpg images
 * under 5 MB, base64. The server checks the images by their bytes, not their names.
 */
// The schema is loose on purpose: the use case answers a 141-character remark or a fourth
// image with its own clear error code rather than a generic parameter error.
export const applyPromotionRequest = z.object({
  remark: z.string().max(2_000),
  images: z
    .array(
      z.object({
        name: z.string().max(200).optional(),
        contentBase64: z.string().max(12 * 1024 * 1024),
      }),
    )
    .max(10),
});

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;

export const applicationView = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  remark: z.string(),
  /** URLs the owner (with their token) can fetch. */
  images: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  amount: moneyText.nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type ApplicationView = z.infer<typeof applicationView>;

export const applyPromotionResponse = applicationView;

/** GET /wps/promotions/applications (token): my applications, newest first. */
export const listApplicationsResponse = z.object({ list: z.array(applicationView) });

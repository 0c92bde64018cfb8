import { join } from 'node:path';
import { z } from 'zod';
import { diskStorage } from './disk-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

/**
 * Upload storage settings. With S3_BUCKET set, files go to that S3-compatible bucket (all the
 * S3_* values are then required); otherwise to UPLOAD_DIR (default `<DATA_DIR>/uploads`).
 */
export const storageEnv = {
  UPLOAD_DIR: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
};

export function openStorage(config: {
  DATA_DIR: string;
  UPLOAD_DIR?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): ObjectStorage {
  if (!config.S3_BUCKET) return diskStorage(config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads'));
  if (!config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

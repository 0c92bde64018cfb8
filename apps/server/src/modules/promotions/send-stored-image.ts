import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import type { Application } from './application-store';

/**
 * Sends an application image with the type recorded when its bytes were checked. Private
 * (member or operator only): cached by the browser only, never by shared caches; `nosniff`
 * so a browser never reads it as anything but the image type.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  storage: ObjectStorage,
  application: Application,
  position: number,
) {
  const image = application.images.find((i) => i.position === position);
  const stored = image ? await storage.get(image.storageKey) : null;
  if (!image || !stored) throw new AppError('not_found');
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(stored.bytes);
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { failure } from './envelope';

/**
 * Maps every failure to the envelope. Bad input is a 4xx with a message key; anything we did
 * not expect is a 500 that says "system busy" and nothing else: no stack, no SQL.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(failure(error.code, error.messageKey, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'invalid',
        messageKey: fieldMessageKey(v.keyword, v.message),
      }));
      return reply
        .status(400)
        .send(failure('request_param_err', 'error_request_param', { fields }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send(failure('too_many_requests', 'error_too_many_requests'));
    }
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(error, status);
      return reply.status(status).send(failure(code.errorCode, code.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('system.busy', 'error_system'));
  });
}

/** The API's 404; replaced by the player site's fallback when the server serves the site. */
export function installNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(failure('not_found', 'error_not_found'));
  });
}

function clientErrorCode(error: FastifyError, status: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { errorCode: 'payload_too_large', message: 'error_payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { errorCode: 'unsupported_media_type', message: 'error_request_param' };
    default:
      return status === 404
        ? { errorCode: 'not_found', message: 'error_not_found' }
        : { errorCode: 'request_param_err', message: 'error_request_param' };
  }
}

/**
 * A refused field's message key for the forms (`field_<zod issue code>`: field_too_big,
 * field_invalid_format…); a rule of our own (a refine) may name its key as its message.
 */
function fieldMessageKey(code: string, message: string | undefined): string {
  if (message && /^field_[a-z_]+$/.test(message)) return message;
  return `field_${code.replace(/[^a-z_]/g, '')}`;
}

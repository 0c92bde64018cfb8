import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { failure, HouseError } from './house-error';
import { LotteryError } from '../lottery/lottery-error';

/** Every failure becomes the envelope; bad input is a 400, the unexpected a bare 500. */
export function installHouseErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HouseError | ZodError, request, reply) => {
    if (error instanceof HouseError) return reply.status(error.status).send(failure(error.code, error.value));
    if (error instanceof LotteryError) return reply.status(error.status).send(failure(error.code, error.value));
    if (error instanceof ZodError) {
      const fields = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      return reply.status(400).send(failure('BAD_REQUEST', { fields }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send(failure('BAD_REQUEST'));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('INTERNAL_ERROR'));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure('NOT_FOUND')));
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/api/error-codes';
import {
  CONCURRENT_WRITE_MESSAGE,
  DATABASE_RETRY_AFTER_SECONDS,
  isConcurrentWrite,
  isDatabaseUnavailable,
  isSchemaMissing,
} from '../db/database-errors';
import { REDIS_RETRY_AFTER_SECONDS, isRedisUnavailable } from '../security/redis-client';
import { AppError } from './app-error';

/**
 * The one error handler: every failure leaves as `{ message, code }` with a code from the shared
 * list. Expected failures are AppErrors; the database's own failures are mapped here, once:
 * unreachable or without its schema → 503 with Retry-After (as /api/health), a lost write race →
 * 409; Redis unreachable → 503 with Retry-After too. Anything else is logged and answered 500.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ApiErrorBody & Record<string, unknown>) =>
    reply.status(status).send(body);
  if (error instanceof AppError) {
    const wait = error.extra.retryAfterSeconds;
    if (typeof wait === 'number') void reply.header('retry-after', String(wait));
    return send(error.status, { message: error.message, code: error.code, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const where = issue?.instancePath
      ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
      : error.validationContext;
    const message = issue
      ? `${where ? `${where}: ` : ''}${issue.message ?? 'is invalid'}`
      : 'Invalid request';
    // The field, when the failure is about one: a form can mark it.
    const field = issue?.instancePath ? where : undefined;
    return send(400, { message, code: 'VALIDATION_FAILED', ...(field ? { field } : {}) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'Response did not match its schema');
    return send(500, { message: 'Internal server error', code: 'INTERNAL' });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(415, { message: 'Send the body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, { message: 'The JSON body is empty', code: 'VALIDATION_FAILED' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(400, { message: 'The body is not valid JSON', code: 'VALIDATION_FAILED' });
  }
  if (error.statusCode === 429) {
    return send(429, { message: error.message || 'Too many requests', code: 'RATE_LIMITED' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(error.statusCode, { message: error.message, code: 'VALIDATION_FAILED' });
  }
  if (isRedisUnavailable(error)) {
    // The per-address counters every key check goes through live there: fail closed, at once.
    request.log.warn({ err: error }, 'Redis unavailable');
    const body: ApiErrorBody = {
      message: 'The service is briefly unavailable. Try again in a few seconds.',
      code: 'UPSTREAM_UNAVAILABLE',
    };
    return sendRaw(reply.header('retry-after', String(REDIS_RETRY_AFTER_SECONDS)), 503, body);
  }
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable || isSchemaMissing(error)) {
    if (unavailable) request.log.warn({ err: error }, 'Database unavailable');
    else
      request.log.error(
        { err: error },
        'Database schema missing: restart the server to apply its migrations',
      );
    // Any route can meet this, including ones whose 503 schema describes another body: the
    // standard error body is sent as is.
    const body: ApiErrorBody = {
      message: 'The service is briefly unavailable. Try again in a few seconds.',
      code: 'UPSTREAM_UNAVAILABLE',
    };
    return sendRaw(reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)), 503, body);
  }
  if (isConcurrentWrite(error)) {
    request.log.warn({ err: error }, 'Lost a concurrent write');
    return sendRaw(reply, 409, { message: CONCURRENT_WRITE_MESSAGE, code: 'CONFLICT' });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return send(500, { message: 'Internal server error', code: 'INTERNAL' });
}

/** The standard error body, whatever body the route's schema describes for this status. */
function sendRaw(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

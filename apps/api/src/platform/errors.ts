import {
  commonMessages,
  ERROR_STATUS,
  errorCodeForStatus,
  errorReply,
  GENERIC_ERROR,
  type ErrorBody,
  type ErrorCode,
  type ErrorReply,
  type FieldErrors,
  type Refusal,
} from '@dealscout/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

/**
 * An error whose status and body are meant for the client, in one of the spec's shapes, with its code
 * (packages/domain error-codes.ts; by default the general one of the status).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly code: ErrorCode = errorCodeForStatus(statusCode, !('error' in body && typeof body.error === 'string')),
  ) {
    super('error' in body && typeof body.error === 'string' ? body.error : `HTTP ${statusCode}`);
  }

  /** What the client is sent: `{ error, code }` and the field errors. */
  reply(): ErrorReply {
    return errorReply(this.body, this.code);
  }
}

export const notFound = (message: string = commonMessages.notFound) => new AppError(404, { error: message });
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(409, { error: message }, code);
export const badRequest = (message: string) => new AppError(400, { error: message });
/** An entitlement's refusal (packages/domain entitlements.ts) as the error the client is sent. */
export const refused = (refusal: Refusal) => new AppError(ERROR_STATUS[refusal.code], { error: refusal.message }, refusal.code);
export const fieldError = (field: string, message: string) => new AppError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new AppError(400, { non_field_errors: [message] });

/** Zod issues as the spec's field-keyed body; issues about the whole body go to non_field_errors. */
export function validationBody(issues: ZodFastifySchemaValidationError[], context?: string): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` is a field like any other.
  const body: FieldErrors = Object.create(null) as FieldErrors;
  const add = (key: string, message = 'Invalid value') => (body[key] ??= []).push(message);
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = (issue.params as { keys?: string[] }).keys;
    if (issue.keyword === 'unrecognized_keys' && unknownKeys) {
      for (const key of unknownKeys) add(field ? `${field}.${key}` : key, 'Unknown field');
    } else if (field) {
      add(field, issue.message);
    } else {
      add('non_field_errors', issue.keyword === 'invalid_type' ? `The ${context ?? 'request'} must be a JSON object` : issue.message);
    }
  }
  return body;
}

/** The one place where thrown errors become responses. Bugs are logged and answered generically. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx of ours is a service of ours failing (file storage, a payment provider): the log keeps why.
      if (error.statusCode >= 500)
        request.log.error(failureSummary(asError(error.cause) ?? error, request.method, request.routeOptions.url), error.message);
      return reply.status(error.statusCode).send(error.reply());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorReply(validationBody(error.validation, error.validationContext), 'invalid_input'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorReply({ error: clientMessage(error) }, errorCodeForStatus(status)));
    }
    request.log.error(failureSummary(error, request.method, request.routeOptions.url), 'request failed');
    return reply.status(500).send(errorReply({ error: GENERIC_ERROR }, 'internal_error'));
  });
}

/**
 * What the log keeps of an unexpected error: its kind, the database's error code, the route and
 * where it was thrown. Not its message: a failed query's message carries the SQL parameters (names,
 * e-mail addresses, rate-limit keys), which are user data.
 */
export function failureSummary(error: Error, method: string, route: string | undefined) {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8);
  return { kind: error.name, cause: cause?.name, code, method, route, stack: frames.join('\n') };
}

const asError = (cause: unknown) => (cause instanceof Error ? cause : undefined);

/**
 * Fastify's own refusals before a route is found (an address that does not decode, a path parameter
 * over its length), which skip the error handler: the same `{ error, code }` as every other reply.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(errorReply({ error: clientMessage(error) }, errorCodeForStatus(status)));
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The request address is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

function clientMessage(error: FastifyError): string {
  if (CLIENT_MESSAGES[error.code]) return CLIENT_MESSAGES[error.code]!;
  if (error instanceof SyntaxError) return CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
  return error.message || 'Bad request';
}

import { commonMessages, GENERIC_ERROR, type ErrorBody, type FieldErrors } from '@dealscout/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

/** An error whose status and body are meant for the client, in one of the spec's shapes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super('error' in body && typeof body.error === 'string' ? body.error : `HTTP ${statusCode}`);
  }
}

export const notFound = (message: string = commonMessages.notFound) => new AppError(404, { error: message });
export const badRequest = (message: string) => new AppError(400, { error: message });
export const fieldError = (field: string, message: string) => new AppError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new AppError(400, { non_field_errors: [message] });

/** Zod issues as the spec's field-keyed body; issues about the whole body go to non_field_errors. */
export function validationBody(issues: ZodFastifySchemaValidationError[], context?: string): FieldErrors {
  const body: FieldErrors = {};
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
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error(failureSummary(error, request.method, request.routeOptions.url), 'request failed');
    return reply.status(500).send({ error: GENERIC_ERROR });
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

const CLIENT_MESSAGES: Record<string, string> = {
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

import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { translate, type Locale, type MessageKey } from '../i18n.js';

/**
 * The reader's-language detail of a schema refusal: the first failed rule, named by its
 * JSON-schema keyword and the field it applies to (the field's API name, e.g. `account`),
 * never the validator's English text. Keywords without a message of their own (type,
 * pattern, enum, anyOf, ...) say the field is not in the right format.
 */
const LIMIT_KEYWORDS: Record<string, MessageKey> = {
  maxLength: 'invalid.maxLength',
  minLength: 'invalid.minLength',
  maximum: 'invalid.maximum',
  minimum: 'invalid.minimum',
  maxItems: 'invalid.maxItems',
  minItems: 'invalid.minItems',
};

export function validationDetail(errors: FastifySchemaValidationError[], locale: Locale): string {
  const first = errors[0];
  if (!first) return translate('invalid.body', locale);
  const params = (first.params ?? {}) as Record<string, unknown>;
  const path = first.instancePath.split('/').filter(Boolean);
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') path.push(params.additionalProperty);
  const field = path.join('.');
  if (!field) return translate('invalid.body', locale);
  // An empty string where one character is the minimum reads as a missing value.
  if (first.keyword === 'required' || (first.keyword === 'minLength' && params.limit === 1)) return translate('invalid.required', locale, { field });
  if (first.keyword === 'additionalProperties') return translate('invalid.extra', locale, { field });
  const limitKey = LIMIT_KEYWORDS[first.keyword];
  if (limitKey && typeof params.limit === 'number') return translate(limitKey, locale, { field, limit: params.limit });
  return translate('invalid.format', locale, { field });
}

import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import type { GraphQLFormattedError } from './graphql-errors.js';

/**
 * What one /graphql request may ask for, checked before the engine parses the document for
 * execution, so a refusal costs a parse of at most `tokens` tokens and a walk of
 * the document, never a REST call. Every operation the SPA sends stays well inside (the margins
 * are printed by tests/gateway/limits.test.ts); each root field is one REST call, which is what
 * aliases, cost and tokens bound.
 *
 * The machinery is GraphQL Armor's validation rules (@escape.tech/graphql-armor-*), used as
 * plain graphql-js rules in one `validate` of our own instead of its Envelop plugin, so the
 * verdict is kept per query text (the SPA sends the same persisted texts again and again) and a
 * refusal names its limit: max-aliases, max-depth, cost-limit, max-directives.
 * Its max-tokens package wraps graphql-js's own parser option `maxTokens`, which is used
 * directly here; its block-field-suggestions plugin only rewrites validation errors, while
 * variable coercion errors carry "Did you mean" too, so the suggestions are hidden where every
 * error passes (graphql-errors.ts, `graphError`).
 */
/** The SPA's figures below are printed by tests/gateway/limits.test.ts. */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens of the query text (the SPA's largest document, HomePage on the domain graph: 445). */
  tokens: 1500,
  /** Nesting of selections, fragments flattened (the SPA's deepest, EnterDefence: 7). */
  depth: 10,
  /** Aliased fields in an operation (the SPA's most, SiteConfig: 8). */
  aliases: 10,
  /**
   * GraphQL Armor's cost: leaves 1, objects 2, ×1.5 per level of nesting, summed over the
   * operation (the SPA's costliest, HomePage with its root fields: 811). Wide selections
   * of nested lists are what it refuses below the token limit.
   */
  cost: 3000,
  /** Directives in an operation (the SPA sends none). */
  directives: 5,
  /**
   * Bytes of a request body: the REST routes' own bound (Fastify's default 1 MiB), since a
   * mutation's variables carry what the REST body carries (a forum post of 40,000 characters).
   */
  bodyBytes: 1024 * 1024,
} as const;

/** Which limit refused a document (extensions.limit of the error). */
export type LimitName = 'tokens' | 'depth' | 'aliases' | 'cost' | 'directives' | 'introspection';

/** What a document measures, per limit (for the SPA's margins in the tests). */
export type LimitFigures = Partial<Record<Exclude<LimitName, 'introspection' | 'tokens'>, number>>;

/** A refusal of the limits: GRAPHQL_VALIDATION_FAILED with the limit named (a developer's error: English). */
function refusal(message: string, limit: LimitName): GraphQLFormattedError {
  return { message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit } };
}

/** Armor's messages start with 'Syntax Error: ' although they are not syntax errors. */
const armorMessage = (error: GraphQLError) => error.message.replace(/^Syntax Error: /, '');

/**
 * The limit rules, reporting into `refused` (Armor throws by default, which would end the
 * validation at the first) and measuring into `figures`.
 */
function limitRules(refused: GraphQLFormattedError[], figures: LimitFigures, introspection: boolean): ValidationRule[] {
  const callbacks = (limit: Exclude<LimitName, 'introspection' | 'tokens'>) => ({
    propagateOnRejection: false,
    exposeLimits: true,
    onAccept: [(_: ValidationContext | null, details: { n: number }) => void (figures[limit] = Math.max(figures[limit] ?? 0, details.n))],
    onReject: [(_: ValidationContext | null, error: GraphQLError) => void refused.push(refusal(armorMessage(error), limit))],
  });
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...callbacks('aliases') }) as unknown as ValidationRule,
    // Fragments flattened: the depth is the answer's nesting, however the SPA splits its selections.
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...callbacks('depth') }) as unknown as ValidationRule,
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, ...callbacks('cost') }) as unknown as ValidationRule,
    maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...callbacks('directives') }) as unknown as ValidationRule,
  ];
  if (!introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** Distinct query texts whose verdict is kept (the SPA sends a few hundred). */
const VERDICT_CACHE_SIZE = 2000;

/**
 * The check of a query text against the limits, its verdict kept per text (the SPA sends the
 * same texts again and again). `introspection`: __schema and __type are answered (development
 * only: GraphiQL); otherwise refused like any other limit.
 */
export class RequestLimits {
  private readonly verdicts = new Map<string, GraphQLFormattedError[] | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: { introspection: boolean },
  ) {}

  /** The errors refusing this query text, or null when it is within the limits. */
  check(query: string): GraphQLFormattedError[] | null {
    let verdict = this.verdicts.get(query);
    if (verdict === undefined) {
      verdict = this.measure(query).errors;
      if (this.verdicts.size >= VERDICT_CACHE_SIZE) this.verdicts.delete(this.verdicts.keys().next().value!);
      this.verdicts.set(query, verdict);
    }
    return verdict;
  }

  /** The verdict on a query text and what it measures (uncached). */
  measure(query: string): { errors: GraphQLFormattedError[] | null; figures: LimitFigures } {
    const figures: LimitFigures = {};
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
    } catch (error) {
      const syntax = error instanceof GraphQLError ? error : new GraphQLError(String(error));
      // graphql-js 16: 'Syntax Error: Document contains more that N tokens. Parsing aborted.'
      if (/Document contains more \w+ \d+ tokens/.test(syntax.message)) {
        return { errors: [refusal(`Document refused: more than ${GRAPHQL_LIMITS.tokens} tokens.`, 'tokens')], figures };
      }
      // Any other syntax error, answered here as the engine would (without parsing the text again).
      return { errors: [{ message: syntax.message, ...(syntax.locations ? { locations: syntax.locations } : {}), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }], figures };
    }
    const refused: GraphQLFormattedError[] = [];
    // The only rule that reports through the context: introspection, once per field below __schema; its first says it.
    const introspection = validate(this.schema, document, limitRules(refused, figures, this.options.introspection), { maxErrors: 1 })[0];
    if (introspection) refused.push(refusal(introspection.message, 'introspection'));
    return { errors: refused.length ? refused : null, figures };
  }
}

import { parse, print, visit } from 'graphql';

/**
 * The REST API is the one place that checks input (its route schemas), and it refuses in the
 * reader's language with the envelope the SPA reads. The composed schema copies the string
 * rules of the OpenAPI document onto scalars (@length, @regexp), which the gateway would
 * check itself, refusing in English without an envelope ("Unexpected error." once masked).
 * This drops those two directives from scalar definitions, so the values reach the API.
 */
const CHECKED_BY_REST = new Set(['length', 'regexp']);

export function withoutGatewayInputChecks(supergraph: string): string {
  const document = visit(parse(supergraph), {
    ScalarTypeDefinition(node) {
      const directives = node.directives?.filter((d) => !CHECKED_BY_REST.has(d.name.value));
      return directives?.length === node.directives?.length ? undefined : { ...node, directives };
    },
  });
  return print(document);
}

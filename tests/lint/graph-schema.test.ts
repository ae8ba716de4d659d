/**
 * The domain graph's schema rules (eslint.config.js, graphql.config.ts) are only real once they
 * fail on a probe: an SDL text linted with the project's own config as if it were a domain file
 * of server/graph, with the whole printed schema behind it; and the graph's own SDL files pass.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/**
 * The findings (rule: message) of an SDL text linted as server/graph/lint-probe/schema.graphql,
 * against the printed whole schema, or against the text itself as the whole schema (`alone`).
 */
async function lintSdl(text: string, options: { alone?: boolean } = {}): Promise<string[]> {
  const linter = options.alone
    ? new ESLint({ cwd: root, overrideConfig: { files: ['server/graph/**/*.graphql'], languageOptions: { parserOptions: { graphQLConfig: { schema: text } } } } })
    : eslint;
  const [result] = await linter.lintText(text, { filePath: path.join(root, 'server/graph/lint-probe/schema.graphql') });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const rule = (findings: string[], name: string) => findings.filter((finding) => finding.startsWith(`@graphql-eslint/${name}:`));

describe('the graph schema lint', () => {
  it('fails a snake_case field, a missing description, an input without its suffix, a type without an id', async () => {
    const findings = await lintSdl(`
"""A probe entity."""
type ProbeThing {
  """The probe's id."""
  id: ID!
  display_name: String!
}

"""A probe without an identity."""
type ProbeValue {
  """A value."""
  value: Int!
}

"""The filter of a probe search."""
input ProbeFilter {
  """Part of the name."""
  name: String
}

enum ProbeKind {
  """A first kind."""
  first_kind
}
`);
    expect(rule(findings, 'naming-convention')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/display_name/),
        expect.stringMatching(/ProbeFilter.*"Input" suffix/),
        expect.stringMatching(/first_kind/),
      ]),
    );
    expect(rule(findings, 'require-description')).toEqual(expect.arrayContaining([expect.stringMatching(/display_name/), expect.stringMatching(/ProbeKind/)]));
    expect(rule(findings, 'strict-id-in-types')).toEqual([expect.stringMatching(/ProbeValue/)]);
    // Not reached from Query in the whole schema (server/graph/schema.graphql).
    expect(rule(findings, 'no-unreachable-types')).toEqual(expect.arrayContaining([expect.stringMatching(/ProbeThing/)]));
  }, 60_000);

  // The printed schema has no mutation yet: the probe is the whole schema here.
  it('fails a mutation whose argument is not `input: <Mutation>Input`, or that answers a scalar', async () => {
    const findings = await lintSdl(
      `
"""The probe's reads."""
type Query {
  """A probe's payload."""
  probe: CloseProbePayload
}

"""Changes of the probe."""
type Mutation {
  """Renames a probe."""
  renameProbe("""The probe's id.""" probeId: ID!): Boolean
  """Closes a probe."""
  closeProbe("""What to close.""" input: ProbeCloseInput!): CloseProbePayload!
}

"""What closeProbe closes."""
input ProbeCloseInput {
  """The probe's id."""
  id: ID!
}

"""What closeProbe changed."""
type CloseProbePayload {
  """Whether it closed."""
  closed: Boolean!
}
`,
      { alone: true },
    );
    expect(rule(findings, 'input-name')).toEqual(expect.arrayContaining([expect.stringMatching(/probeId/), expect.stringMatching(/ProbeCloseInput.*closeProbeInput/)]));
    expect(rule(findings, 'no-scalar-result-type-on-mutation')).toEqual([expect.stringMatching(/Boolean/)]);
  }, 60_000);

  it('passes the graph\'s own SDL files, and does not lint the printed schema', async () => {
    const results = await eslint.lintFiles(['server/graph/**/*.graphql']);
    const linted = results.map((result) => path.relative(root, result.filePath)).sort();
    expect(linted).toContain('server/graph/base.graphql');
    expect(linted).not.toContain('server/graph/schema.graphql');
    expect(results.flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`))).toEqual([]);
  }, 60_000);
});

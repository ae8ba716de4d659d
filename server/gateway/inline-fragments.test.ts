import { buildSchema, execute, Kind, parse, print, validate, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inlineFragments } from './inline-fragments.js';

const schema = buildSchema(`
  type Row { id: Int!, name: String!, score: Int! }
  type Ranking { code: Int!, list: [Row!]! }
  type Query { ranking(scope: Int!): Ranking!, hello: String! }
`);
const rootValue = {
  ranking: ({ scope }: { scope: number }) => ({ code: 200, list: [{ id: scope, name: `n${scope}`, score: 10 * scope }] }),
  hello: () => 'hi',
};

const spreads = (text: string) => {
  let count = 0;
  visit(parse(text), { FragmentSpread: () => void count++ });
  return count;
};

describe('inlineFragments', () => {
  it('writes nested named fragments out in place and answers the same', async () => {
    const document = parse(`
      query Page($scope: Int!) { ...RankingBlock ...Greeting @include(if: true) }
      fragment RankingBlock on Query { ranking(scope: $scope) { code list { ...RowFields } } }
      fragment RowFields on Row { id name score }
      fragment Greeting on Query { hello }
    `);
    const inlined = inlineFragments(document);
    expect(inlined.definitions.map((d) => d.kind)).toEqual([Kind.OPERATION_DEFINITION]);
    expect(spreads(print(inlined))).toBe(0);
    expect(print(inlined)).toContain('... on Query @include(if: true)');
    expect(validate(schema, inlined)).toEqual([]);
    const run = (doc: typeof document) => execute({ schema, document: doc, rootValue, variableValues: { scope: 3 } });
    expect(await run(inlined)).toEqual(await run(document));
    expect((await run(inlined)).data).toEqual({ ranking: { code: 200, list: [{ id: 3, name: 'n3', score: 30 }] }, hello: 'hi' });
  });

  it('keeps a document without fragments, and answers the same document object every time', () => {
    const plain = parse('{ hello }');
    expect(inlineFragments(plain)).toBe(plain);
    const withFragment = parse('{ ...G } fragment G on Query { hello }');
    expect(inlineFragments(withFragment)).toBe(inlineFragments(withFragment));
  });

  it('leaves unknown and cyclic spreads for validation to report', () => {
    const unknown = inlineFragments(parse('{ ...Missing ...G } fragment G on Query { hello }'));
    expect(print(unknown)).toContain('...Missing');
    expect(validate(schema, unknown).map((e) => e.message)).toEqual(['Unknown fragment "Missing".']);
    const cyclic = inlineFragments(parse('{ ranking(scope: 1) { list { ...A } } } fragment A on Row { id ...B } fragment B on Row { name ...A }'));
    expect(spreads(print(cyclic))).toBe(1);
  });
});

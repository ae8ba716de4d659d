/**
 * The SPA's own GraphQL operations (src/graphql/*.graphql), for the gateway suites and the
 * benchmarks, so they send exactly what the browser sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, separateOperations, type DocumentNode } from 'graphql';

const operationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/graphql');

function spaDocument(): DocumentNode {
  const files = fs.readdirSync(operationsDir).filter((f) => f.endsWith('.graphql'));
  return parse(files.map((f) => fs.readFileSync(path.join(operationsDir, f), 'utf8')).join('\n'));
}

/** One operation of the SPA with the fragments it uses, as text. */
export function spaOperation(name: string): { text: string; rootFields: string[] } {
  const document = separateOperations(spaDocument())[name];
  if (!document) throw new Error(`src/graphql has no operation ${name}`);
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  // The operation's top-level fields, through fragment spreads (the response's keys).
  const rootFields: string[] = [];
  const collect = (selections: typeof operation.selectionSet.selections) => {
    for (const s of selections) {
      if (s.kind === Kind.FIELD) rootFields.push(s.alias?.value ?? s.name.value);
      else if (s.kind === Kind.FRAGMENT_SPREAD) collect(fragments.get(s.name.value)!.selectionSet.selections);
      else collect(s.selectionSet.selections);
    }
  };
  collect(operation.selectionSet.selections);
  return { text: print(document), rootFields };
}

/**
 * The variables the home page's arrival operation (HomePage) is sent with on a day
 * ('YYYY-MM-DD'), as src/features/home/arrival.ts sets them: that day's items of every status,
 * its month, the company rankings, the study feed's first page.
 */
export function homeArrivalVariables(today: string) {
  return { date: today, status: 0, calendar: today.slice(0, 7), withDepartment: 0, page: 1, limit: 10 };
}

/**
 * What serving the domain graph costs per operation, by engine (docs/graph-design.md §1a):
 * `npx tsx bench/graph-engines.ts [hive|yoga ...]` starts the seeded demo server for each engine
 * (as tests/support/test-server.ts does, PGlite), signs in learner01 and sends the slice's
 * operation 20 times to warm up, then 200 times one after another, and prints wall-clock ms and
 * this process's CPU ms per operation (server and client share the process). QUERY=viewer sends
 * the viewer alone (one REST call: what serving costs around it).
 */
import { performance } from 'node:perf_hooks';
import { DEMO, login, startTestServer } from '../tests/support/test-server.js';

/** The slice (4 REST calls: the viewer, the course, each of its two lecturers' courses) and the viewer alone (1). */
const QUERIES = {
  slice: `query Slice($id: ID!) {
  viewer { id name role isAdmin department { name } }
  course(id: $id) { id title type lecturers { id name courses { totalCount } } }
}`,
  viewer: `query Viewer { viewer { id name role isAdmin department { name } } }`,
};
const queryName = (process.env.QUERY ?? 'slice') as keyof typeof QUERIES;
const QUERY = QUERIES[queryName];

const WARM_UP = 20;
const RUNS = 200;

async function measure(engine: 'hive' | 'yoga') {
  const server = await startTestServer('pglite', { graph: { persistedOnly: false, engine } });
  try {
    const token = await login(server.url, DEMO.learner.account, DEMO.learner.password);
    const send = async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, devicetype: 'PC' },
        body: JSON.stringify({ query: QUERY, variables: { id: '1' } }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      if (body.errors || !body.data) throw new Error(`${engine}: ${JSON.stringify(body).slice(0, 400)}`);
      return body;
    };
    const sample = await send();
    for (let i = 1; i < WARM_UP; i++) await send();
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < RUNS; i++) await send();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    return { engine, query: queryName, msPerOp: +(ms / RUNS).toFixed(2), cpuMsPerOp: +((used.user + used.system) / 1000 / RUNS).toFixed(2), sample };
  } finally {
    await server.close();
  }
}

const engines = (process.argv.slice(2).length ? process.argv.slice(2) : ['hive', 'yoga']) as ('hive' | 'yoga')[];
for (const engine of engines) {
  const { sample, ...figures } = await measure(engine);
  console.log(JSON.stringify(figures));
  if (process.env.SHOW_ANSWER) console.log(JSON.stringify(sample).slice(0, 2000));
}

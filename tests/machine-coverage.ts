import { machineModels } from '../src/machines/models';
import { modelCoverage, modelPaths } from '../src/machines/testing/model';

/** Prints each machine's state and transition coverage by its model-based test paths. */
let incomplete = false;
console.log('machine                states      transitions  paths');
for (const model of machineModels) {
  const c = modelCoverage(model);
  const paths = modelPaths(model).length;
  const cell = (covered: number, total: number) => `${covered}/${total} (${Math.round((100 * covered) / Math.max(total, 1))}%)`.padEnd(13);
  console.log(`${c.name.padEnd(22)} ${cell(c.states.covered, c.states.total)}${cell(c.transitions.covered, c.transitions.total)}${paths}`);
  for (const missing of [...c.states.missing, ...c.transitions.missing]) {
    incomplete = true;
    console.log(`  not covered: ${missing}`);
  }
}
process.exit(incomplete ? 1 : 0);

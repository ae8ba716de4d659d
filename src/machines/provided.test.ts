import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { machineModels } from './models';

/** Timers are real clocks, not calls to the outside world: their defaults run as they are. */
const clocks = new Set(['ticker', 'clock']);

describe('a machine without its calls provided fails loudly', () => {
  for (const { name, machine } of machineModels) {
    const calls = Object.entries((machine as AnyStateMachine).implementations.actors as Record<string, AnyActorLogic>).filter(([src]) => !clocks.has(src));
    for (const [src, logic] of calls) {
      it(`${name}: ${src}`, async () => {
        await expect(toPromise(createActor(logic, { input: {} }).start())).rejects.toThrow(`${src} is provided by the app`);
      });
    }
  }
});

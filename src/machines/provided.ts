import { fromPromise } from 'xstate';

/**
 * The default of a machine's call to the outside world. The feature provides the real call
 * (`machine.provide({ actors })`); until it does, the call fails loudly with its name
 * instead of faking a success that would hide the forgotten `provide`.
 */
export function providedByTheApp<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
}

/** The message of a failed call, for the machine's context or the page. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

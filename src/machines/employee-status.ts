import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** What the back office can set an employee to. */
export type EmployeeStatusValue = 'ACTIVE' | 'DISABLED';

/** The employee a change is about, as the row shows them. */
export interface StatusTarget {
  id: string;
  name: string;
  /** The status to give them. */
  status: EmployeeStatusValue;
}

export interface EmployeeStatusContext {
  target: StatusTarget | null;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
}

export type EmployeeStatusEvent = { type: 'change.ask'; target: StatusTarget } | { type: 'change.confirm' } | { type: 'change.cancel' };

/**
 * Disabling or enabling an employee in the back office: nothing asked; asked to confirm (a
 * destructive change is confirmed first, spec of the back office); saving; refused (the
 * server's message, to retry or cancel); on success the dialog closes, the change is announced
 * and the list reads again.
 */
export const employeeStatusMachine = setup({
  types: {
    context: {} as EmployeeStatusContext,
    events: {} as EmployeeStatusEvent,
  },
  actors: {
    save: providedByTheApp<void, StatusTarget>('save'),
  },
  actions: {
    /** The change is announced (a toast naming the employee and the status). */
    announce: (_, _params: { target: StatusTarget }) => {},
    /** The list reads again. */
    refresh: () => {},
    ask: assign(({ event }) => {
      assertEvent(event, 'change.ask');
      return { target: event.target, error: null };
    }),
    clear: assign({ target: null, error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'employeeStatus',
  context: { target: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'change.ask': { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      on: {
        'change.confirm': { target: 'saving' },
        'change.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.target!,
        onDone: { target: 'idle', actions: [{ type: 'announce', params: ({ context }) => ({ target: context.target! }) }, 'refresh', 'clear'] },
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        'change.confirm': { target: 'saving' },
        'change.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type EmployeeStatusMachine = typeof employeeStatusMachine;

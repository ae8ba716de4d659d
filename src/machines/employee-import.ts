import { assertEvent, assign, setup } from 'xstate';
import { EMPLOYEE_IMPORT_MAX_MB } from '../shared/upload-rules';
import { messageOf, providedByTheApp } from './provided';

/** One problem of a row, as the server names it (the message in the reader's language). */
export interface ImportProblem {
  row: number;
  field: string;
  code: string;
  message: string;
}

/** The server's answer to a dry run or an import (POST /api/admin/employees/import). */
export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  problems: ImportProblem[];
  added: number;
  refused: number;
  /** The initial password of the added rows that left theirs empty, shown this once. */
  generated_password: string | null;
}

export interface EmployeeImportContext {
  file: File | null;
  /** The dry run's report of the chosen file. */
  report: ImportReport | null;
  /** The import's answer. */
  result: ImportReport | null;
  /** The server's refusal (or the network's), shown with a retry. */
  error: string | null;
  /** The last file chosen was over the size cap: not sent. */
  tooLarge: boolean;
}

export type EmployeeImportEvent = { type: 'file.choose'; file: File } | { type: 'import.start' } | { type: 'retry' };

/** Choosing a file starts over from its dry run, wherever the page was (except while the server works). */
const choose = [
  { guard: 'fitsTheCap', target: '#employeeImport.checking', actions: 'choose' },
  { actions: 'refuseSize' },
] as const;

/**
 * Importing employees in the back office: choosing a file; checking it (the server's dry run);
 * reviewed (every row's problem and the counts: a file without a valid row cannot be imported);
 * importing; done (what was added, the generated password once) or failed (the server's
 * message, to retry the same step). A file over the cap is refused here, before it is sent;
 * choosing another file starts again from its check.
 */
export const employeeImportMachine = setup({
  types: {
    context: {} as EmployeeImportContext,
    events: {} as EmployeeImportEvent,
  },
  actors: {
    check: providedByTheApp<ImportReport, File>('check'),
    importFile: providedByTheApp<ImportReport, File>('importFile'),
  },
  guards: {
    fitsTheCap: ({ event }) => event.type === 'file.choose' && event.file.size <= EMPLOYEE_IMPORT_MAX_MB * 1024 * 1024,
    hasValidRows: ({ context }) => (context.report?.valid ?? 0) > 0,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: event.file, report: null, result: null, error: null, tooLarge: false };
    }),
    refuseSize: assign({ tooLarge: true }),
    keepReport: assign({ report: (_, { report }: { report: ImportReport }) => report, error: null }),
    keepResult: assign({ result: (_, { result }: { result: ImportReport }) => result, error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'employeeImport',
  context: { file: null, report: null, result: null, error: null, tooLarge: false },
  initial: 'choosing',
  states: {
    choosing: {
      on: { 'file.choose': [...choose] },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.file!,
        onDone: { target: 'reviewed', actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'checkFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reviewed: {
      on: {
        'file.choose': [...choose],
        'import.start': { guard: 'hasValidRows', target: 'importing' },
      },
    },
    importing: {
      invoke: {
        id: 'importFile',
        src: 'importFile',
        input: ({ context }) => context.file!,
        onDone: { target: 'done', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'importFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      on: { 'file.choose': [...choose] },
    },
    checkFailed: {
      on: { retry: { target: 'checking' }, 'file.choose': [...choose] },
    },
    importFailed: {
      on: { retry: { target: 'importing' }, 'file.choose': [...choose] },
    },
  },
});

export type EmployeeImportMachine = typeof employeeImportMachine;

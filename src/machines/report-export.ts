import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** The formats a report downloads in. */
export type ExportFormat = 'xlsx' | 'csv';

/** A finished download: the file's name as the server gave it, and its size. */
export interface ExportedFile {
  fileName: string;
  bytes: number;
}

/** The report's filters and sort as the export's query takes them (department_id, sort, ...). */
export type ExportFilters = Record<string, string>;

/** What a download is asked for: the format and the filters of the table shown. */
export interface ExportRequest {
  format: ExportFormat;
  filters: ExportFilters;
}

export interface ReportExportContext {
  format: ExportFormat | null;
  filters: ExportFilters;
  /** Bytes received so far (the server streams the file as it reads the rows). */
  received: number;
  file: ExportedFile | null;
  error: string | null;
}

export type ReportExportEvent =
  | { type: 'export.start'; format: ExportFormat; filters: ExportFilters }
  | { type: 'progress'; bytes: number }
  | { type: 'export.cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

/**
 * Exporting a report (XLSX or CSV, streamed by the server) with the filters and sort of the
 * table shown: idle; downloading, the bytes
 * received so far shown, cancellable (the request is aborted); done, the file saved (its name
 * and size said), from which another export may start; failed, the reason said, to retry or
 * dismiss. One download at a time: the buttons wait while one runs.
 */
export const reportExportMachine = setup({
  types: {
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
  },
  actors: {
    download: providedByTheApp<ExportedFile, ExportRequest>('download'),
  },
  actions: {
    begin: assign(({ event }) => {
      assertEvent(event, 'export.start');
      return { format: event.format, filters: event.filters, received: 0, file: null, error: null };
    }),
    count: assign(({ event }) => {
      assertEvent(event, 'progress');
      return { received: event.bytes };
    }),
    keepFile: assign({ file: (_, { file }: { file: ExportedFile }) => file, received: (_, { file }: { file: ExportedFile }) => file.bytes }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
    clear: assign({ format: null, filters: {}, received: 0, file: null, error: null }),
  },
}).createMachine({
  id: 'reportExport',
  context: { format: null, filters: {}, received: 0, file: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'downloading', actions: 'begin' } },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ format: context.format!, filters: context.filters }),
        onDone: { target: 'done', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        progress: { actions: 'count' },
        'export.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    done: {
      on: {
        'export.start': { target: 'downloading', actions: 'begin' },
        dismiss: { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        retry: { target: 'downloading', actions: assign({ received: 0, error: null }) },
        'export.start': { target: 'downloading', actions: 'begin' },
        dismiss: { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type ReportExportMachine = typeof reportExportMachine;

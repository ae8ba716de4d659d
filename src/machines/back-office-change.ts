import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** What the back office changes through this machine: the organisation (departments, positions, the people's departments), an employee's record and their way in, the site settings, the home page's banners. */
export type BackOfficeChangeKind =
  | 'createDepartment'
  | 'renameDepartment'
  | 'moveDepartment'
  | 'mergeDepartment'
  | 'disableDepartment'
  | 'enableDepartment'
  | 'deleteDepartment'
  | 'createPosition'
  | 'renamePosition'
  | 'disablePosition'
  | 'enablePosition'
  | 'deletePosition'
  | 'moveEmployees'
  | 'resetPassword'
  | 'unlockEmployee'
  | 'createEmployee'
  | 'editEmployee'
  | 'updateSettings'
  | 'createBanner'
  | 'editBanner'
  | 'deleteBanner'
  | 'moveBanner';

/** The changes a person fills a form for (the others are one click, confirmed or not). */
export type FormKind = 'createDepartment' | 'renameDepartment' | 'moveDepartment' | 'mergeDepartment' | 'createPosition' | 'renamePosition' | 'moveEmployees' | 'resetPassword' | 'createEmployee' | 'editEmployee' | 'createBanner' | 'editBanner';
const WITH_FORM: ReadonlySet<BackOfficeChangeKind> = new Set<FormKind>(['createDepartment', 'renameDepartment', 'moveDepartment', 'mergeDepartment', 'createPosition', 'renamePosition', 'moveEmployees', 'resetPassword', 'createEmployee', 'editEmployee', 'createBanner', 'editBanner']);
/** Whether a change starts with a form to fill (the machine's `editing`). */
export function hasForm(kind: BackOfficeChangeKind): kind is FormKind {
  return WITH_FORM.has(kind);
}
/** The changes that remove or hide something: confirmed first (a merge also removes the department it merges). */
const DESTRUCTIVE: ReadonlySet<BackOfficeChangeKind> = new Set(['mergeDepartment', 'disableDepartment', 'deleteDepartment', 'disablePosition', 'deletePosition', 'deleteBanner']);

export interface BackOfficeChange {
  kind: BackOfficeChangeKind;
  /** The department or position the change is about (none for a creation). */
  targetId: string | null;
  /** Its name, for the confirmation and the announcement. */
  targetName: string;
  /** The form's values by field (name, parentId, intoId, departmentId, password; employeeIds: the chosen employees' ids, comma-separated; a banner's title, image, linkKind, url, targetId; bannerIds: a new order, comma-separated). */
  values: Record<string, string>;
}

/** The server's refusal: its message, and the field it is about when it names one. */
export interface Refusal {
  message: string;
  field: string | null;
}

export interface BackOfficeChangeContext {
  change: BackOfficeChange | null;
  refusal: Refusal | null;
}

export type BackOfficeChangeEvent =
  | { type: 'edit.open'; change: BackOfficeChange }
  | { type: 'edit.change'; field: string; value: string }
  | { type: 'edit.submit' }
  | { type: 'edit.confirm' }
  | { type: 'edit.cancel' };

/** A refusal of the save: a field's when the error names one (GraphQL's `extensions.field`). */
export function refusalOf(error: unknown): Refusal {
  const field = (error as { field?: unknown } | null)?.field;
  return { message: messageOf(error), field: typeof field === 'string' ? field : null };
}

/**
 * A change made in the back office (the organisation: departments, positions, who is in which
 * department; an employee's password and lock): nothing open; a form being filled (create,
 * rename, move, merge, a new password); a confirmation before anything that removes or hides
 * (merge, disable, delete; a merge is confirmed after its form); saving; refused (the server's
 * message, shown next to its field when it names one, the form kept to correct and send again).
 * On success the dialog closes, the change is announced and the page reads again.
 */
export const backOfficeChangeMachine = setup({
  types: {
    context: {} as BackOfficeChangeContext,
    events: {} as BackOfficeChangeEvent,
  },
  actors: {
    /** Saves the change; answers what it reports for the announcement (a message), or nothing (the page's own words). */
    save: providedByTheApp<string | undefined, BackOfficeChange>('save'),
  },
  actions: {
    /** The change is announced (a toast naming it; `report`: what the save reported, if anything). */
    announce: (_, _params: { change: BackOfficeChange; report: string | undefined }) => {},
    /** The page reads the tree again. */
    refresh: () => {},
    open: assign(({ event }) => {
      assertEvent(event, 'edit.open');
      return { change: event.change, refusal: null };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'edit.change');
      return { change: context.change && { ...context.change, values: { ...context.change.values, [event.field]: event.value } }, refusal: null };
    }),
    clear: assign({ change: null, refusal: null }),
    keepRefusal: assign({ refusal: (_, { error }: { error: unknown }) => refusalOf(error) }),
  },
  guards: {
    withForm: ({ event }) => event.type === 'edit.open' && hasForm(event.change.kind),
    destructiveOpen: ({ event }) => event.type === 'edit.open' && DESTRUCTIVE.has(event.change.kind),
    destructive: ({ context }) => context.change !== null && DESTRUCTIVE.has(context.change.kind),
  },
}).createMachine({
  id: 'backOfficeChange',
  context: { change: null, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'edit.open': [
          { guard: 'withForm', target: 'editing', actions: 'open' },
          { guard: 'destructiveOpen', target: 'confirming', actions: 'open' },
          { target: 'saving', actions: 'open' },
        ],
      },
    },
    editing: {
      on: {
        'edit.change': { actions: 'setValue' },
        'edit.submit': [{ guard: 'destructive', target: 'confirming' }, { target: 'saving' }],
        'edit.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    confirming: {
      on: {
        'edit.confirm': { target: 'saving' },
        'edit.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.change!,
        onDone: { target: 'idle', actions: [{ type: 'announce', params: ({ context, event }) => ({ change: context.change!, report: event.output }) }, 'refresh', 'clear'] },
        onError: { target: 'refused', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        // Correcting a field goes back to the form (the refusal is cleared with it).
        'edit.change': { target: 'editing', actions: 'setValue' },
        'edit.submit': { target: 'saving' },
        'edit.confirm': { target: 'saving' },
        'edit.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type BackOfficeChangeMachine = typeof backOfficeChangeMachine;

import { assertEvent, assign, emit, setup } from 'xstate';
import { YES } from '../shared/spec-codes';
import { messageOf, providedByTheApp } from './provided';

/** What the join flow needs to know of a course card. */
export interface JoinCourse {
  id: number;
  /** 1 when the user already has the course as an elective. */
  is_optional: number;
}

export interface JoinResult {
  /** The server's message ('added to your electives' / 'already joined'). */
  message: string;
}

export interface ElectiveJoinContext {
  course: JoinCourse | null;
  error: string | null;
}

export type ElectiveJoinEvent = { type: 'join.start'; course: JoinCourse } | { type: 'join.dismiss' };

/**
 * Elective join (spec section 4): a course not yet joined is added as an elective
 * (`POST course/addOptional/{id}`); on success a message shows, the list refreshes and the
 * user goes to CourseShow. A course already optional goes straight to CourseDetail. A
 * failure keeps the server's message for the page to show (the spec only logs it) and the
 * user may try again or dismiss it.
 */
export const electiveJoinMachine = setup({
  types: {
    context: {} as ElectiveJoinContext,
    events: {} as ElectiveJoinEvent,
    emitted: {} as { type: 'join.refresh' },
  },
  actors: {
    addOptional: providedByTheApp<JoinResult, { courseId: number }>('addOptional'),
  },
  actions: {
    announceJoined: (_, _params: { message: string }) => {},
    /** The page refreshes its list when it hears 'join.refresh'. */
    refreshList: emit({ type: 'join.refresh' as const }),
    goCourseShow: (_, _params: { courseId: number }) => {},
    goCourseDetail: (_, _params: { courseId: number }) => {},
    logFailure: (_, _params: { error: string }) => {},
    takeCourse: assign(({ event }) => {
      assertEvent(event, 'join.start');
      return { course: event.course, error: null };
    }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    alreadyOptional: ({ event }) => event.type === 'join.start' && event.course.is_optional === YES,
  },
}).createMachine({
  id: 'electiveJoin',
  context: { course: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'join.start': [
          {
            guard: 'alreadyOptional',
            actions: ['takeCourse', { type: 'goCourseDetail', params: ({ event }) => ({ courseId: event.course.id }) }],
          },
          { target: 'joining', actions: 'takeCourse' },
        ],
      },
    },
    joining: {
      invoke: {
        id: 'addOptional',
        src: 'addOptional',
        input: ({ context }) => ({ courseId: context.course?.id ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceJoined', params: ({ event }) => ({ message: event.output.message }) },
            'refreshList',
            { type: 'goCourseShow', params: ({ context }) => ({ courseId: context.course?.id ?? 0 }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error }) }, { type: 'logFailure', params: ({ event }) => ({ error: messageOf(event.error) }) }],
        },
      },
    },
    failed: {
      on: {
        'join.start': [
          {
            guard: 'alreadyOptional',
            target: 'idle',
            actions: ['takeCourse', { type: 'goCourseDetail', params: ({ event }) => ({ courseId: event.course.id }) }],
          },
          { target: 'joining', actions: 'takeCourse' },
        ],
        'join.dismiss': { target: 'idle', actions: 'clearError' },
      },
    },
  },
});

export type ElectiveJoinMachine = typeof electiveJoinMachine;

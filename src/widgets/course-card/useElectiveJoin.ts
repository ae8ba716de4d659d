import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { JoinCourseDocument } from '../../graphql/generated/courses';
import { electiveJoinMachine, type JoinCourse } from '../../machines/elective-join';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

/** What the join flow needs of a course card. */
export function joinCourseOf(card: { id: string; joinState: string | null }): JoinCourse {
  return { id: Number(card.id), is_optional: card.joinState === 'ELECTIVE' ? 1 : 0 };
}

/**
 * The elective join flow of course cards and course pages: the machine with the portal's
 * effects (the add-elective call, a success toast, a list refresh, navigation).
 */
export function useElectiveJoin(refresh: () => void, options: { stayOnPage?: boolean } = {}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const actor = useActorRef(
    electiveJoinMachine.provide({
      actors: {
        addOptional: fromPromise(({ input }) =>
          withServerMessage(async () => {
            const { data } = await client.mutate({ mutation: JoinCourseDocument, variables: { input: { courseId: String(input.courseId) } }, context: { handlesErrors: true } });
            // The graph's payload carries no message: the SPA's own words (REST's, in both languages).
            return { message: t(data?.joinCourse.joined === false ? 'courses.card.alreadyJoined' : 'courses.card.joined') };
          }),
        ),
      },
      actions: {
        announceJoined: (_, { message }) => toast.success(message),
        // A face-to-face sign-up stays on FaceShow, which shows the new state.
        goCourseShow: (_, { courseId }) => {
          if (!options.stayOnPage) void navigate({ to: '/course/course-show/$id', params: { id: courseId } });
        },
        goCourseDetail: (_, { courseId }) => void navigate({ to: '/course/course-detail/$id', params: { id: courseId } }),
        logFailure: (_, { error }) => console.error('[elective join]', error),
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('join.refresh', () => refresh());
    return () => subscription.unsubscribe();
  }, [actor, refresh]);
  const joiningId = useSelector(actor, (s) => (s.matches('joining') ? (s.context.course?.id ?? null) : null));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  return {
    join: (course: JoinCourse) => actor.send({ type: 'join.start', course }),
    dismiss: () => actor.send({ type: 'join.dismiss' }),
    joiningId,
    error,
  };
}

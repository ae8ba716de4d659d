import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { RecordLessonStudyDocument } from '../../graphql/generated/courses';
import { studyProgressMachine, type StudyProgressInput, type StudyRecordAnswer, type StudyRecordRequest } from '../../machines/study-progress';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';
import { lessonStudyInput, recordWithKeepalive } from './study-record';

/** Where a player's records go: a course period's (the default) or another lesson's, such as a map chapter. */
export interface StudyRecorder {
  send: (request: StudyRecordRequest) => Promise<StudyRecordAnswer>;
  /** The record sent when the learner leaves (it must outlive the page). */
  keepalive: (request: StudyRecordRequest) => void;
}

/**
 * The study progress of the period a lesson page shows, with the portal's effects: the
 * study record mutation (at most 600 seconds a record), the completion toast, and the
 * keepalive record when the learner leaves (navigation or closing the tab).
 */
export function useStudyProgress(input: StudyProgressInput, recorder?: StudyRecorder) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const send = async (request: StudyRecordRequest) => {
    const { data } = await client.mutate({ mutation: RecordLessonStudyDocument, variables: { input: lessonStudyInput(request) }, context: { handlesErrors: true } });
    const answer = data?.recordLessonStudy;
    if (!answer) throw new Error(t('courses.player.saveFailed'));
    return { position: answer.acceptedPosition, furthest: answer.lesson.furthest, completed: answer.lesson.isCompleted };
  };
  // The logic is read once, on the first render (as useActorRef does).
  const machine = studyProgressMachine.provide({
    actors: { record: fromPromise(({ input: request }) => withServerMessage(() => (recorder ? recorder.send(request) : send(request)))) },
    actions: {
      announceCompleted: () => toast.success(t('courses.player.completed')),
      recordOnLeave: (_, request) => (recorder ? recorder.keepalive(request) : recordWithKeepalive(request)),
    },
  });
  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const leave = () => actor.send({ type: 'player.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [actor]);

  return actor;
}

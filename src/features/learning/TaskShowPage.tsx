import { Button, Callout, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { RecordTaskStudyDocument, TaskDetailDocument, type TaskDetailQuery } from '../../graphql/generated/learning';
import { taskOrderMachine, type OrderTask } from '../../machines/task-order';
import { withServerMessage } from '../../shared/api-errors';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { statusIntent } from './labels';
import './learning.css';

type Detail = NonNullable<TaskDetailQuery['task']>;

/** What the task order machine reads of the task. */
const orderTask = (detail: Detail): OrderTask => ({
  id: Number(detail.id),
  is_ordered: detail.isOrdered ? 1 : 0,
  refusal: detail.refusal === 'TASK_NOT_STARTED' ? 'taskNotStarted' : detail.refusal === 'TASK_OVERDUE' ? 'taskOverdue' : '',
  missions: detail.missions.map((m) => ({ id: Number(m.id), is_done: m.isDone ? 1 : 0 })),
});

function Missions({ detail, onRefresh }: { detail: Detail; onRefresh: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const missions = detail.missions;
  const actor = useActorRef(
    taskOrderMachine.provide({
      actors: {
        openMission: fromPromise(({ input }: { input: { taskId: number; missionId: number } }) =>
          withServerMessage(async () => {
            // The payload is the task as it now stands: the normalised cache (Task:<id>) updates the page.
            await client.mutate({ mutation: RecordTaskStudyDocument, variables: { input: { taskId: String(input.taskId), missionId: String(input.missionId) } } });
          }),
        ),
      },
      actions: {
        goMission: (_, { missionId }) => {
          const mission = missions.find((m) => Number(m.id) === missionId);
          if (!mission?.refId) return;
          onRefresh();
          const refId = Number(mission.refId);
          if (mission.type === 'COURSE') void navigate({ to: '/mine-task/course-show/$id', params: { id: refId } });
          else if (mission.type === 'EXAM') void navigate({ to: '/mine-task/exam-show/$id', params: { id: refId } });
          else if (mission.type === 'QUESTIONNAIRE') void navigate({ to: '/knowledge/questionnaire', search: { id: refId } as never });
        },
      },
    }),
    { input: { task: orderTask(detail) } },
  );
  useEffect(() => {
    actor.send({ type: 'task.loaded', task: orderTask(detail) });
  }, [actor, detail]);
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) => s.context.error);
  const refused = useSelector(actor, (s) => s.matches('refused'));
  const opening = useSelector(actor, (s) => (s.matches('opening') ? s.context.missionId : null));
  return (
    <>
      {refused ? (
        <Callout intent="warning" role="alert" data-testid="task-refusal">
          {error ?? (reason ? t(`learning.tasks.refusal.${reason}`) : '')}{' '}
          <Button minimal small text={t('learning.centre.dismiss')} onClick={() => actor.send({ type: 'refusal.dismiss' })} />
        </Callout>
      ) : null}
      <h2 className="bp6-heading">{t('learning.tasks.missions')}</h2>
      <ol className="learning-missions">
        {missions.map((mission) => (
          <li key={mission.id} className="learning-mission" data-testid="mission">
            <Tag minimal>{t(`learning.tasks.missionType.${mission.type}`)}</Tag>
            <span className="learning-mission__title">
              {mission.index}. {mission.title}
            </span>
            {mission.isDone ? <Tag intent="success">{t('learning.tasks.done')}</Tag> : mission.isLocked ? <Tag minimal icon="lock">{t('learning.tasks.locked')}</Tag> : null}
            <Button
              small
              intent={mission.isLocked ? 'none' : 'primary'}
              text={t('learning.tasks.start')}
              loading={opening === Number(mission.id)}
              onClick={() => actor.send({ type: 'mission.open', missionId: Number(mission.id) })}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** /mine-task/mine-task-show/{id}: the task, its window and progress, and its missions in order (the task order machine). */
export function TaskShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(TaskDetailDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const detail = data?.task;
  return (
    <section className="learning-centre" data-testid="task-show">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.tasks.notFound')}>
        {detail ? (
          <>
            <Card className="learning-card">
              <div className="learning-card__row">
                <h1 className="bp6-heading">{detail.name}</h1>
                <Tag intent={statusIntent(detail.status, 'task')}>{t(`learning.tasks.status.${detail.status}`)}</Tag>
              </div>
              <span className="learning-card__muted">{t('learning.tasks.window', { start: formatDateTime(detail.startsAt, i18n.language), end: formatDateTime(detail.endsAt, i18n.language) })}</span>
              <span className="learning-card__muted">{t('learning.tasks.numbers', { courses: detail.courseCount, papers: detail.examCount })}</span>
              <ProgressBar value={detail.progress / 100} stripes={false} intent={detail.isComplete ? 'success' : 'primary'} aria-label={t('learning.tasks.progress', { progress: detail.progress })} />
              <span>{detail.isComplete ? t('learning.tasks.complete') : t('learning.tasks.progress', { progress: detail.progress })}</span>
            </Card>
            <Missions detail={detail} onRefresh={() => void refetch()} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

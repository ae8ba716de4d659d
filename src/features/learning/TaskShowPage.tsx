import { Button, Callout, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { TaskDetailDocument, TaskStudyRecordDocument } from '../../graphql/generated/learning';
import { taskOrderMachine, type OrderTask } from '../../machines/task-order';
import { withServerMessage } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { statusIntent } from './labels';
import './learning.css';

type Detail = NonNullable<NonNullable<import('../../graphql/generated/learning').TaskDetailQuery['taskDetail']>['data']>;

const orderTask = (detail: Detail): OrderTask => ({
  id: detail.id,
  is_ordered: detail.is_ordered,
  refusal: detail.refusal === 'taskNotStarted' || detail.refusal === 'taskOverdue' ? detail.refusal : '',
  missions: present(detail.missions).map((m) => ({ id: m.id, is_done: m.is_done })),
});

function Missions({ detail, onRefresh }: { detail: Detail; onRefresh: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const missions = present(detail.missions);
  const actor = useActorRef(
    taskOrderMachine.provide({
      actors: {
        openMission: fromPromise(({ input }: { input: { taskId: number; missionId: number } }) =>
          withServerMessage(async () => {
            await client.mutate({ mutation: TaskStudyRecordDocument, variables: { input: { task_id: input.taskId, mission_id: input.missionId } } });
          }),
        ),
      },
      actions: {
        goMission: (_, { missionId }) => {
          const mission = missions.find((m) => m.id === missionId);
          if (!mission?.ref_id) return;
          onRefresh();
          if (mission.item_type === 1) void navigate({ to: '/mine-task/course-show/$id', params: { id: mission.ref_id } });
          else if (mission.item_type === 2) void navigate({ to: '/mine-task/exam-show/$id', params: { id: mission.ref_id } });
          else if (mission.item_type === 3) void navigate({ to: '/knowledge/questionnaire', search: { id: mission.ref_id } as never });
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
            <Tag minimal>{t(`learning.tasks.missionType.${mission.item_type}`)}</Tag>
            <span className="learning-mission__title">
              {mission.index}. {mission.title}
            </span>
            {mission.is_done ? <Tag intent="success">{t('learning.tasks.done')}</Tag> : mission.locked ? <Tag minimal icon="lock">{t('learning.tasks.locked')}</Tag> : null}
            <Button
              small
              intent={mission.locked ? 'none' : 'primary'}
              text={t('learning.tasks.start')}
              loading={opening === mission.id}
              onClick={() => actor.send({ type: 'mission.open', missionId: mission.id })}
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
  const { data, loading, error, refetch } = useQuery(TaskDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.taskDetail?.data;
  return (
    <section className="learning-centre" data-testid="task-show">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.tasks.notFound')}>
        {detail ? (
          <>
            <Card className="learning-card">
              <div className="learning-card__row">
                <h1 className="bp6-heading">{detail.name}</h1>
                <Tag intent={statusIntent(detail.task_status, 'task')}>{t(`learning.tasks.status.${detail.task_status}`)}</Tag>
              </div>
              <span className="learning-card__muted">{t('learning.tasks.window', { start: formatDateTime(detail.start_time, i18n.language), end: formatDateTime(detail.end_time, i18n.language) })}</span>
              <span className="learning-card__muted">{t('learning.tasks.numbers', { courses: detail.course_number, papers: detail.paper_number })}</span>
              <ProgressBar value={detail.progress / 100} stripes={false} intent={detail.is_complete ? 'success' : 'primary'} aria-label={t('learning.tasks.progress', { progress: detail.progress })} />
              <span>{detail.is_complete ? t('learning.tasks.complete') : t('learning.tasks.progress', { progress: detail.progress })}</span>
            </Card>
            <Missions detail={detail} onRefresh={() => void refetch()} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

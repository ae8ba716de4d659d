import { Button, Callout, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { LearningMapDocument, OpenLearningMapDocument, type LearningMapDetailFieldsFragment } from '../../graphql/generated/maps';
import { mapUnlockMachine, stageUnlocked, type UnlockMap } from '../../machines/map-unlock';
import { withServerMessage } from '../../shared/api-errors';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDate } from '../../shared/dates';
import './maps.css';

type MapDetail = LearningMapDetailFieldsFragment;

/** What the unlock machine reads of the map: the server's opened flag and each stage's lock (the graph's state). */
function unlockMap(map: MapDetail): UnlockMap {
  return {
    id: Number(map.id),
    study_type: map.studyOrder === 'FIXED' ? 2 : 1,
    is_open: map.isOpened ? 1 : 0,
    phases: map.stages.map((s) => ({ id: Number(s.id), is_complete: s.isComplete ? 1 : 0, locked: s.state === 'LOCKED' ? 1 : 0 })),
  };
}

/** The stages of an opened (or not yet opened) map, driven by the map unlock machine. */
function MapStages({ map }: { map: MapDetail }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const actor = useActorRef(
    mapUnlockMachine.provide({
      actors: {
        open: fromPromise(({ input }: { input: { mapId: number } }) =>
          withServerMessage(async () => {
            // The payload is the opened map with its stages: the page's query updates from the cache.
            const result = await client.mutate({ mutation: OpenLearningMapDocument, variables: { learningMapId: String(input.mapId) } });
            const answered = result.data?.openLearningMap.learningMap;
            if (!answered) throw new Error(t('maps.loadFailed'));
            return unlockMap(answered);
          }),
        ),
      },
      actions: {
        announceOpened: () => toast.success(t('maps.opened')),
        enterStage: (_, { stageId }) => void navigate({ to: '/knowledge/stage-detail', search: { id: stageId } }),
        refuseStage: () => toast.error(t('maps.stageLocked')),
      },
    }),
    { input: { map: unlockMap(map) } },
  );
  useEffect(() => {
    actor.send({ type: 'map.loaded', map: unlockMap(map) });
  }, [actor, map]);
  const state = useSelector(actor, (s) => s.value as string);
  const error = useSelector(actor, (s) => s.context.error);
  const current = useSelector(actor, (s) => s.context.map);
  const opened = state === 'open';
  return (
    <>
      {!opened && (
        <Callout intent="primary" icon="map" data-testid="map-not-opened">
          <p>{t('maps.openHint')}</p>
          {error && <p className="bp6-text-muted">{error}</p>}
          <Button intent="primary" loading={state === 'opening'} text={t('maps.open')} onClick={() => actor.send({ type: 'map.open' })} data-testid="map-start" />
        </Callout>
      )}
      <h3>{t('maps.stages')}</h3>
      <ol className="map-stages" data-testid="map-stages">
        {map.stages.map((stage) => {
          const locked = !stageUnlocked(current, Number(stage.id));
          return (
            <li key={stage.id} className={`map-stage${locked ? ' map-stage--locked' : ''}`} data-testid="map-stage" data-locked={locked ? 1 : 0}>
              <span className="map-stage__index">{t('maps.stageIndex', { index: stage.index })}</span>
              <div className="map-stage__body">
                <span className="map-stage__title">{stage.title}</span>
                <span className="map-muted">{t('maps.counts', { course: stage.chapterCount, exam: stage.examCount, qn: stage.questionnaireCount, argument: stage.defenceCount })}</span>
                <span className="map-muted">{t('maps.window', { start: formatDate(stage.startsAt, i18n.language), end: formatDate(stage.endsAt, i18n.language) })}</span>
                <ProgressBar value={stage.progress / 100} stripes={false} intent={stage.isComplete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: stage.progress })} />
              </div>
              {stage.isComplete ? <Tag intent="success" minimal>{t('maps.stageDone')}</Tag> : locked ? <Tag icon="lock" minimal>{t('maps.locked')}</Tag> : null}
              <Button
                icon={locked ? 'lock' : 'arrow-right'}
                intent={locked ? 'none' : 'primary'}
                disabled={!opened}
                text={t('maps.enterStage')}
                onClick={() => actor.send({ type: 'stage.enter', stageId: Number(stage.id) })}
                data-testid="stage-enter"
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** /knowledge/map-detail?mapId=: the map, its progress and its stages (locked ones marked); a map must be opened first. */
export function MapDetailPage({ mapId }: { mapId: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(LearningMapDocument, { variables: { id: String(mapId) }, skip: !mapId, fetchPolicy: 'cache-and-network', context: { handlesErrors: true } });
  const map = data?.learningMap;
  return (
    <section className="map-page" data-testid="map-detail">
      <QueryState query={{ data, loading, error: mapId ? error : new Error(t('maps.loadFailed')), refetch }} errorTitle={t('maps.loadFailed')}>
        {map && (
          <>
            <Card className="map-head">
              {map.cover ? <img className="map-head__cover" src={map.cover} alt="" /> : null}
              <div className="map-head__body">
                <h2 className="map-head__title" data-testid="map-title">{map.title}</h2>
                <div>
                  <Tag minimal intent="primary">{t(map.kind === 'NEW_EMPLOYEE' ? 'maps.kinds.newEmployee' : 'maps.kinds.jobPost')}</Tag> <Tag minimal>{t(map.studyOrder === 'FIXED' ? 'maps.studyType.fixed' : 'maps.studyType.free')}</Tag>{' '}
                  <Tag minimal>{t('maps.credits', { count: map.credits })}</Tag>
                </div>
                <RichText html={map.description} className="map-muted" />
                <ProgressBar value={map.progress / 100} stripes={false} intent={map.isCompleted ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: map.progress })} />
                <span className="map-muted" data-testid="map-progress">{map.isCompleted ? t('maps.complete') : t('maps.progress', { progress: map.progress })}</span>
              </div>
            </Card>
            <MapStages key={map.id} map={map} />
          </>
        )}
      </QueryState>
    </section>
  );
}

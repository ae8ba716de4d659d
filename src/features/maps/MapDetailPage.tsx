import { Button, Callout, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { StudyMapDetailDocument, StudyMapOpenDocument, type MapDetailFieldsFragment } from '../../graphql/generated/maps';
import { mapUnlockMachine, stageUnlocked } from '../../machines/map-unlock';
import { withServerMessage } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDate } from '../../shared/dates';
import './maps.css';

type MapDetail = MapDetailFieldsFragment;

function unlockMap(map: MapDetail) {
  return { id: map.id, study_type: map.study_type, is_open: map.is_open, phases: present(map.phases).map((s) => ({ id: s.id, is_complete: s.is_complete, locked: s.locked })) };
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
            const result = await client.mutate({ mutation: StudyMapOpenDocument, variables: { mapId: input.mapId }, refetchQueries: [StudyMapDetailDocument] });
            const answered = result.data?.studyMapOpen?.data;
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
        {present(map.phases).map((stage) => {
          const locked = !stageUnlocked(current, stage.id);
          return (
            <li key={stage.id} className={`map-stage${locked ? ' map-stage--locked' : ''}`} data-testid="map-stage" data-locked={locked ? 1 : 0}>
              <span className="map-stage__index">{t('maps.stageIndex', { index: stage.phase_index })}</span>
              <div className="map-stage__body">
                <span className="map-stage__title">{stage.phase_title}</span>
                <span className="map-muted">{t('maps.counts', { course: stage.course_num, exam: stage.exam_num, qn: stage.qn_num, argument: stage.argument_num })}</span>
                <span className="map-muted">{t('maps.window', { start: formatDate(stage.start_time, i18n.language), end: formatDate(stage.end_time, i18n.language) })}</span>
                <ProgressBar value={stage.progress / 100} stripes={false} intent={stage.is_complete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: stage.progress })} />
              </div>
              {stage.is_complete ? <Tag intent="success" minimal>{t('maps.stageDone')}</Tag> : locked ? <Tag icon="lock" minimal>{t('maps.locked')}</Tag> : null}
              <Button
                icon={locked ? 'lock' : 'arrow-right'}
                intent={locked ? 'none' : 'primary'}
                disabled={!opened}
                text={t('maps.enterStage')}
                onClick={() => actor.send({ type: 'stage.enter', stageId: stage.id })}
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
  const { data, loading, error, refetch } = useQuery(StudyMapDetailDocument, { variables: { mapId }, skip: !mapId, fetchPolicy: 'cache-and-network', context: { handlesErrors: true } });
  const map = data?.studyMapDetail?.data;
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
                  <Tag minimal intent="primary">{t(map.map_type === 2 ? 'maps.kinds.newEmployee' : 'maps.kinds.jobPost')}</Tag> <Tag minimal>{t(map.study_type === 2 ? 'maps.studyType.fixed' : 'maps.studyType.free')}</Tag>{' '}
                  <Tag minimal>{t('maps.credits', { count: map.credits })}</Tag>
                </div>
                <RichText html={map.description} className="map-muted" />
                <ProgressBar value={map.progress / 100} stripes={false} intent={map.is_complete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: map.progress })} />
                <span className="map-muted" data-testid="map-progress">{map.is_complete ? t('maps.complete') : t('maps.progress', { progress: map.progress })}</span>
              </div>
            </Card>
            <MapStages key={map.id} map={map} />
          </>
        )}
      </QueryState>
    </section>
  );
}

import { Button, Card, Icon, ProgressBar, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningMapStageDocument } from '../../graphql/generated/maps';
import { PunchInDocument } from '../../graphql/generated/home';
import { messageOfError } from '../../shared/api-errors';
import { todayIso } from '../../shared/dates';
import { present } from '../../shared/present';
import { NotFoundState, QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import './maps.css';


/**
 * /knowledge/stage-detail?id=: a stage's chapters (video, image-text; punch-in on a chapter's
 * day, make-up afterwards, the punch-in comments) and its exams, questionnaires and defences.
 * The server refuses a locked stage or an unopened map: its message is shown (as the map's toast
 * says it) with the way back to my learning maps, not a failure to retry. Without an id nothing
 * is asked.
 */
export function StageDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(LearningMapStageDocument, { variables: { id: String(id) }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const [punchIn] = useMutation(PunchInDocument, { context: { handlesErrors: true } });
  const [signing, setSigning] = useState<string | null>(null);
  const stage = data?.learningMapStage;
  const today = todayIso();

  const sign = async (chapterId: string, makeUp: boolean) => {
    setSigning(chapterId);
    try {
      await punchIn({ variables: { chapterId } });
      toast.success(makeUp ? t('maps.madeUp') : t('maps.punched'));
    } catch (failure) {
      toast.error(messageOfError(failure));
    } finally {
      setSigning(null);
      // The punch-in's answer is the viewer's punch-ins due (the home page's list follows from the cache), not the stage's chapter: the stage is asked again.
      await refetch().catch(() => undefined);
    }
  };

  const backToMaps = (
    <Link to="/knowledge" search={{ nav: 5, tab: 'maps' }} className="bp6-button" data-testid="back-to-maps">
      {t('maps.backToMaps')}
    </Link>
  );
  if (!id) return <NotFoundState action={backToMaps} />;
  return (
    <section className="map-page" data-testid="stage-detail">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('maps.loadFailed')} refusedTitle={t('maps.stageRefused')} refusedAction={backToMaps}>
        {stage && (
          <>
            <Card className="map-head">
              <div className="map-head__body">
                <span className="map-muted">{stage.learningMap.title}</span>
                <h2 className="map-head__title" data-testid="stage-title">
                  {t('maps.stageIndex', { index: stage.index })} · {stage.title}
                </h2>
                <span className="map-muted">{t('maps.counts', { course: stage.chapterCount, exam: stage.examCount, qn: stage.questionnaireCount, argument: stage.defenceCount })}</span>
                <ProgressBar value={stage.progress / 100} stripes={false} intent={stage.isComplete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: stage.progress })} />
                <span className="map-muted" data-testid="stage-progress">{stage.isComplete ? t('maps.stageDone') : t('maps.progress', { progress: stage.progress })}</span>
                <div>
                  <Link to="/knowledge/map-detail" search={{ mapId: Number(stage.learningMap.id) }} className="bp6-button bp6-minimal bp6-small" data-testid="back-to-map">
                    {t('maps.backToMap')}
                  </Link>
                </div>
              </div>
            </Card>
            <h3>{t('maps.chapters')}</h3>
            <ul className="map-rows" data-testid="stage-chapters">
              {present(stage.chapters).map((chapter) => {
                const due = chapter.punchInDay !== null && chapter.punchInDay <= today;
                const makeUp = due && chapter.punchInDay! < today;
                return (
                  <li key={chapter.id} className="map-row" data-testid="stage-chapter">
                    <Icon icon={chapter.type === 'VIDEO' ? 'video' : 'document'} />
                    <span className="map-row__title">
                      {chapter.title} <Tag minimal>{t(chapter.type === 'VIDEO' ? 'maps.chapterType.video' : 'maps.chapterType.imageText')}</Tag>
                    </span>
                    <span className="map-row__actions">
                      {chapter.punchInDay && <span className="map-muted">{t('maps.signDay', { date: chapter.punchInDay.slice(5) })}</span>}
                      {chapter.isPunchedIn ? (
                        <Tag intent="success" minimal icon="tick" data-testid="chapter-signed">
                          {t('maps.signed')}
                        </Tag>
                      ) : due ? (
                        <Button
                          size="small"
                          intent={makeUp ? 'warning' : 'primary'}
                          variant={makeUp ? 'outlined' : 'solid'}
                          loading={signing === chapter.id}
                          text={makeUp ? t('maps.makeUp') : t('maps.punch')}
                          onClick={() => void sign(chapter.id, makeUp)}
                          data-testid={makeUp ? 'chapter-makeup' : 'chapter-punch'}
                        />
                      ) : null}
                      {chapter.punchInDay && (
                        <Link to="/knowledge/user_sign_comments" search={{ id: Number(chapter.id) }} className="bp6-button bp6-minimal bp6-small" data-testid="chapter-comments">
                          {t('maps.comments')}
                        </Link>
                      )}
                      {chapter.isDone ? <Tag intent="success" minimal>{t('maps.done')}</Tag> : null}
                      <Link to="/knowledge/map-video" search={{ id: Number(chapter.id) }} className="bp6-button bp6-intent-primary bp6-small" data-testid="chapter-study">
                        {t('maps.study')}
                      </Link>
                    </span>
                  </li>
                );
              })}
            </ul>
            <h3>{t('maps.items')}</h3>
            {present(stage.items).length === 0 ? (
              <p className="map-muted">{t('maps.noItems')}</p>
            ) : (
              <ul className="map-rows" data-testid="stage-items">
                {present(stage.items).map((item) => (
                  <li key={item.id} className="map-row" data-testid="stage-item" data-type={item.type}>
                    <Icon icon={item.type === 'EXAM' ? 'edit' : item.type === 'QUESTIONNAIRE' ? 'form' : 'people'} />
                    <span className="map-row__title">
                      {item.title} <Tag minimal>{t(item.type === 'EXAM' ? 'maps.itemType.exam' : item.type === 'QUESTIONNAIRE' ? 'maps.itemType.questionnaire' : 'maps.itemType.defence')}</Tag>
                    </span>
                    <span className="map-row__actions">
                      {item.type === 'EXAM' && item.examId ? (
                        <>
                          {item.isDone ? <Tag intent="success" minimal>{t('maps.passed')}</Tag> : null}
                          <Link to="/knowledge/stage-exam-explain" search={{ id: Number(item.examId) }} className="bp6-button bp6-intent-primary bp6-small" data-testid="item-exam">
                            {t('maps.takeExam')}
                          </Link>
                        </>
                      ) : item.type === 'QUESTIONNAIRE' && item.questionnaireId ? (
                        item.isDone ? (
                          <Link to="/knowledge/result" search={{ id: Number(item.questionnaireId), stage_id: id }} className="bp6-button bp6-minimal bp6-small">
                            {t('maps.submitted')}
                          </Link>
                        ) : (
                          <Link to="/knowledge/questionnaire" search={{ id: Number(item.questionnaireId), stage_id: id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="item-questionnaire">
                            {t('maps.fillIn')}
                          </Link>
                        )
                      ) : item.type === 'DEFENCE' && item.defenceId ? (
                        <>
                          {item.isDone ? <Tag intent="success" minimal>{t('maps.passed')}</Tag> : null}
                          <Link to="/knowledge/replay-explain" search={{ id: Number(item.defenceId) }} className="bp6-button bp6-small" data-testid="item-defence">
                            {t('maps.openDefence')}
                          </Link>
                        </>
                      ) : (
                        // A defence its examiner has not scheduled yet.
                        <span className="map-muted">{t('maps.defenceHint')}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

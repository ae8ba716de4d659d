import { Button, Card, Icon, ProgressBar, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyMapPhaseInfoDocument } from '../../graphql/generated/maps';
import { PunchInDocument } from '../../graphql/generated/next/home';
import { messageOfError } from '../../shared/api-errors';
import { todayIso } from '../../shared/dates';
import { present } from '../../shared/present';
import { ChapterType, MapItemType } from '../../shared/spec-codes';
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
  const { data, loading, error, refetch } = useQuery(StudyMapPhaseInfoDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  // The punch-in's answer carries the home page's punch-ins due: its list follows from the cache.
  const [punchIn] = useMutation(PunchInDocument, { context: { handlesErrors: true } });
  const [signing, setSigning] = useState<number | null>(null);
  const stage = data?.studyMapPhaseInfo?.data;
  const today = todayIso();

  const sign = async (chapterId: number, makeUp: boolean) => {
    setSigning(chapterId);
    try {
      await punchIn({ variables: { chapterId: String(chapterId) } });
      toast.success(makeUp ? t('maps.madeUp') : t('maps.punched'));
    } catch (failure) {
      toast.error(messageOfError(failure));
    } finally {
      setSigning(null);
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
                <span className="map-muted">{stage.map_title}</span>
                <h2 className="map-head__title" data-testid="stage-title">
                  {t('maps.stageIndex', { index: stage.phase_index })} · {stage.phase_title}
                </h2>
                <span className="map-muted">{t('maps.counts', { course: stage.course_num, exam: stage.exam_num, qn: stage.qn_num, argument: stage.argument_num })}</span>
                <ProgressBar value={stage.progress / 100} stripes={false} intent={stage.is_complete ? 'success' : 'primary'} aria-label={t('maps.progress', { progress: stage.progress })} />
                <span className="map-muted" data-testid="stage-progress">{stage.is_complete ? t('maps.stageDone') : t('maps.progress', { progress: stage.progress })}</span>
                <div>
                  <Link to="/knowledge/map-detail" search={{ mapId: stage.map_id }} className="bp6-button bp6-minimal bp6-small" data-testid="back-to-map">
                    {t('maps.backToMap')}
                  </Link>
                </div>
              </div>
            </Card>
            <h3>{t('maps.chapters')}</h3>
            <ul className="map-rows" data-testid="stage-chapters">
              {present(stage.chapters).map((chapter) => {
                const due = chapter.sign_day !== null && chapter.sign_day !== undefined && chapter.sign_day <= today;
                const makeUp = due && chapter.sign_day! < today;
                return (
                  <li key={chapter.id} className="map-row" data-testid="stage-chapter">
                    <Icon icon={chapter.chapter_type === ChapterType.video ? 'video' : 'document'} />
                    <span className="map-row__title">
                      {chapter.title} <Tag minimal>{t(chapter.chapter_type === ChapterType.video ? 'maps.chapterType.video' : 'maps.chapterType.imageText')}</Tag>
                    </span>
                    <span className="map-row__actions">
                      {chapter.sign_day && <span className="map-muted">{t('maps.signDay', { date: chapter.sign_day.slice(5) })}</span>}
                      {chapter.is_signed ? (
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
                      {chapter.sign_day && (
                        <Link to="/knowledge/user_sign_comments" search={{ id: chapter.id }} className="bp6-button bp6-minimal bp6-small" data-testid="chapter-comments">
                          {t('maps.comments')}
                        </Link>
                      )}
                      {chapter.is_done ? <Tag intent="success" minimal>{t('maps.done')}</Tag> : null}
                      <Link to="/knowledge/map-video" search={{ id: chapter.id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="chapter-study">
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
                  <li key={item.id} className="map-row" data-testid="stage-item" data-type={item.item_type}>
                    <Icon icon={item.item_type === MapItemType.exam ? 'edit' : item.item_type === MapItemType.questionnaire ? 'form' : 'people'} />
                    <span className="map-row__title">
                      {item.title} <Tag minimal>{t(item.item_type === 2 ? 'maps.itemType.exam' : item.item_type === 3 ? 'maps.itemType.questionnaire' : 'maps.itemType.defence')}</Tag>
                    </span>
                    <span className="map-row__actions">
                      {item.item_type === MapItemType.exam && item.ref_id ? (
                        <>
                          {item.is_done ? <Tag intent="success" minimal>{t('maps.passed')}</Tag> : null}
                          <Link to="/knowledge/stage-exam-explain" search={{ id: item.ref_id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="item-exam">
                            {t('maps.takeExam')}
                          </Link>
                        </>
                      ) : item.item_type === MapItemType.questionnaire && item.ref_id ? (
                        item.is_done ? (
                          <Link to="/knowledge/result" search={{ id: item.ref_id, stage_id: id }} className="bp6-button bp6-minimal bp6-small">
                            {t('maps.submitted')}
                          </Link>
                        ) : (
                          <Link to="/knowledge/questionnaire" search={{ id: item.ref_id, stage_id: id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="item-questionnaire">
                            {t('maps.fillIn')}
                          </Link>
                        )
                      ) : item.item_type === MapItemType.argument && item.ref_id ? (
                        <Link to="/knowledge/replay-explain" search={{ id: item.ref_id }} className="bp6-button bp6-intent-primary bp6-small" data-testid="item-defence">
                          {t('maps.openDefence')}
                        </Link>
                      ) : (
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

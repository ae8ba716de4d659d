import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CourseCardFieldsFragment } from '../../graphql/generated/shared';
import { formatDate, formatDateTime } from '../../shared/dates';
import { courseRouteOf, daysRemaining, MAX_CARD_PHOTOS, showsGoLearn } from './course-links';
import { present } from '../../shared/present';
import { ProgressRing } from '../../shared/progress-ring/ProgressRing';
import { CourseSource, CourseType, YES } from '../../shared/spec-codes';

export interface CourseCardProps {
  card: CourseCardFieldsFragment;
  onJoin: (card: CourseCardFieldsFragment) => void;
  joining: boolean;
}

/** The spec's elective/course card (section 2 "Shared cards"). */
export function CourseCard({ card, onJoin, joining }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const to = courseRouteOf(card);
  const params = { id: card.id };
  const teacher = present(card.teachers)[0];
  const withDueDate = card.source === CourseSource.assignedWithDueDate && card.due_date_option === YES;
  const days = withDueDate ? daysRemaining(card.expired_at) : null;
  return (
    <Card className="course-card" data-testid="course-card" data-course-id={card.id}>
      {/* The cover repeats the title link below for the pointer: out of the tab order and the accessibility tree. */}
      <Link to={to} params={params} className="course-card__cover-link" tabIndex={-1} aria-hidden="true">
        <img className="course-card__cover" src={card.course_cover || card.cover} alt="" loading="lazy" />
        <Tag className="course-card__type" minimal round>
          {card.CourseTypeName}
        </Tag>
        {card.join_state !== null && (
          <span className="course-card__progress" data-testid="card-progress">
            <ProgressRing progress={card.progress} label={t('studyCard.progress')} size={40} />
          </span>
        )}
      </Link>
      <div className="course-card__body">
        <Link to={to} params={params} className="course-card__title" title={card.title}>
          {card.title}
        </Link>
        <div className="course-card__teacher">
          {teacher ? (
            <>
              <span>{teacher.name}</span>
              {withDueDate ? (
                card.level && (
                  <Tag minimal intent="warning">
                    {card.level}
                  </Tag>
                )
              ) : (
                <span className="course-card__muted">{teacher.title}</span>
              )}
            </>
          ) : (
            <span className="course-card__muted">{t('courses.card.noTeacher')}</span>
          )}
        </div>
        {withDueDate && card.expired_at !== null && (
          <div className="course-card__due" data-testid="course-due">
            <span>{t('courses.card.expiresOn', { date: formatDate(card.expired_at, i18n.language) })}</span>
            {days !== null && <Tag minimal intent="danger">{t('courses.card.daysLeft', { count: days })}</Tag>}
          </div>
        )}
        {card.course_type === CourseType.faceToFace && card.face_start !== null && <div className="course-card__muted">{t('courses.card.faceTime', { start: formatDateTime(card.face_start, i18n.language) })}</div>}
        <div className="course-card__footer">
          <span className="course-card__users" aria-label={t('courses.card.participants', { count: card.user_total })}>
            {present(card.users).slice(0, MAX_CARD_PHOTOS).map((u) => (
              <img key={u.id} src={u.photo} alt="" className="course-card__avatar" />
            ))}
            <span className="course-card__muted">{t('courses.card.participants', { count: card.user_total })}</span>
          </span>
          {showsGoLearn(card) ? (
            <Link to="/course/course-detail/$id" params={params} className="bp6-button bp6-intent-primary bp6-small" data-testid="go-learn">
              {t('courses.card.goLearn')}
            </Link>
          ) : card.join_refusal ? (
            // The server says why it cannot be joined (disabled, expired, no places): shown instead of a button that would fail.
            <span className="course-card__refusal" data-testid="join-refusal">
              {card.join_refusal}
            </span>
          ) : (
            <Button size="small" intent="success" loading={joining} onClick={() => onJoin(card)} data-testid="join-elective">
              {card.is_optional === YES ? t('courses.card.continue') : t('courses.card.joinElective')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The join failure, shown to the user (the spec only logs it). */
export function JoinFailure({ error, onClose }: { error: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert isOpen={error !== null} intent="danger" icon="error" confirmButtonText={t('courses.join.dismiss')} onClose={onClose} canEscapeKeyCancel>
      <p>
        <strong>{t('courses.join.failedTitle')}</strong>
      </p>
      <p data-testid="join-error">{error}</p>
    </Alert>
  );
}

/** A grid of course cards with the join flow. */
export function CourseGrid({ cards, onJoin, joiningId }: { cards: CourseCardFieldsFragment[]; onJoin: (card: CourseCardFieldsFragment) => void; joiningId: number | null }) {
  return (
    <div className="course-grid">
      {cards.map((card) => (
        <CourseCard key={card.id} card={card} onJoin={onJoin} joining={joiningId === card.id} />
      ))}
    </div>
  );
}

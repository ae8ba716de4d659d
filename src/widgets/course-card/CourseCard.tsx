import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/dates';
import { courseRouteOf, daysRemaining, MAX_CARD_PHOTOS, showsGoLearn } from './course-links';
import { ProgressRing } from '../../shared/progress-ring/ProgressRing';

/** What a course card shows (the graph's Course, as the card fragments select it). */
export interface CourseCardData {
  id: string;
  type: string;
  typeName: string;
  title: string;
  cover: string;
  progress: number;
  joinState: 'REQUIRED' | 'ELECTIVE' | null;
  showsDueDate: boolean;
  level: string | null;
  expiresAt: string | null;
  faceToFaceStartsAt: string | null;
  lecturers: { id: string; name: string; title: string }[];
  recentParticipantPhotos: string[];
  participantCount: number;
  joinRefusal: string | null;
}

export interface CourseCardProps {
  card: CourseCardData;
  onJoin: (card: CourseCardData) => void;
  joining: boolean;
}

/** The spec's elective/course card (section 2 "Shared cards"). */
export function CourseCard({ card, onJoin, joining }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const to = courseRouteOf(card);
  // Routes keep numeric ids.
  const params = { id: Number(card.id) };
  const teacher = card.lecturers[0];
  const withDueDate = card.showsDueDate;
  const days = withDueDate ? daysRemaining(card.expiresAt) : null;
  return (
    <Card className="course-card" data-testid="course-card" data-course-id={card.id}>
      {/* The cover repeats the title link below for the pointer: out of the tab order and the accessibility tree. */}
      <Link to={to} params={params} className="course-card__cover-link" tabIndex={-1} aria-hidden="true">
        <img className="course-card__cover" src={card.cover} alt="" loading="lazy" />
        <Tag className="course-card__type" minimal round>
          {card.typeName}
        </Tag>
        {card.joinState !== null && (
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
        {withDueDate && card.expiresAt !== null && (
          <div className="course-card__due" data-testid="course-due">
            <span>{t('courses.card.expiresOn', { date: formatDate(card.expiresAt, i18n.language) })}</span>
            {days !== null && <Tag minimal intent="danger">{t('courses.card.daysLeft', { count: days })}</Tag>}
          </div>
        )}
        {card.type === 'FACE_TO_FACE' && card.faceToFaceStartsAt !== null && <div className="course-card__muted">{t('courses.card.faceTime', { start: formatDateTime(card.faceToFaceStartsAt, i18n.language) })}</div>}
        <div className="course-card__footer">
          <span className="course-card__users" aria-label={t('courses.card.participants', { count: card.participantCount })}>
            {card.recentParticipantPhotos.slice(0, MAX_CARD_PHOTOS).map((photo, index) => (
              <img key={index} src={photo} alt="" className="course-card__avatar" />
            ))}
            <span className="course-card__muted">{t('courses.card.participants', { count: card.participantCount })}</span>
          </span>
          {showsGoLearn(card) ? (
            <Link to="/course/course-detail/$id" params={params} className="bp6-button bp6-intent-primary bp6-small" data-testid="go-learn">
              {t('courses.card.goLearn')}
            </Link>
          ) : card.joinRefusal ? (
            // The server says why it cannot be joined (disabled, expired, no places): shown instead of a button that would fail.
            <span className="course-card__refusal" data-testid="join-refusal">
              {card.joinRefusal}
            </span>
          ) : (
            <Button size="small" intent="success" loading={joining} onClick={() => onJoin(card)} data-testid="join-elective">
              {card.joinState === 'ELECTIVE' ? t('courses.card.continue') : t('courses.card.joinElective')}
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
export function CourseGrid({ cards, onJoin, joiningId }: { cards: CourseCardData[]; onJoin: (card: CourseCardData) => void; joiningId: number | null }) {
  return (
    <div className="course-grid">
      {cards.map((card) => (
        <CourseCard key={card.id} card={card} onJoin={onJoin} joining={joiningId === Number(card.id)} />
      ))}
    </div>
  );
}

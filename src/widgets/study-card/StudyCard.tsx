import { Card, Icon } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GRID_COLUMNS, GRID_GUTTER } from '../../shared/grid/spans';
import { TimeAgo } from '../../shared/TimeAgo';
import { ProgressRing } from '../../shared/progress-ring/ProgressRing';
import { showsLastStudyTime, studyCardRoute, studyCardSpan, type StudyCardFields } from './study-card';
import './study-card.css';

export interface StudyCardProps {
  card: StudyCardFields;
  /** More than one card listed: show the last study time; otherwise a go-study prompt. */
  showTime: boolean;
  /** In the first row: the cover loads at once (it is in view, often the page's largest picture), not when scrolled to. */
  firstRow?: boolean;
}

/** The spec's study card (section 2 "Shared cards"): cover, title, last study time or go-study, progress ring. */
export function StudyCard({ card, showTime, firstRow = false }: StudyCardProps) {
  const { t } = useTranslation();
  const id = Number(card.id);
  const cover = card.cover;
  const link = { to: studyCardRoute(card), params: { id } } as const;
  return (
    <Card className="study-card" data-testid="study-card" data-course-id={id}>
      <Link {...link} className="study-card__cover-link" tabIndex={-1} aria-hidden="true">
        {cover ? <img className="study-card__cover" src={cover} alt="" loading={firstRow ? 'eager' : 'lazy'} /> : <Icon icon="book" size={32} className="study-card__no-cover" />}
      </Link>
      <div className="study-card__body">
        <Link {...link} className="study-card__title" title={card.title}>
          {card.title}
        </Link>
        <div className="study-card__footer">
          {showTime ? (
            <span className="study-card__time" data-testid="study-card-time">
              {card.lastStudiedAt !== null ? (
                <>
                  {t('studyCard.lastStudied')} <TimeAgo at={card.lastStudiedAt} />
                </>
              ) : (
                t('studyCard.notStudied')
              )}
            </span>
          ) : (
            <Link {...link} className="bp6-button bp6-intent-primary bp6-small study-card__go" data-testid="study-card-go">
              {t('studyCard.goStudy')}
            </Link>
          )}
          <ProgressRing progress={card.progress} label={t('studyCard.progress')} />
        </div>
      </div>
    </Card>
  );
}

/**
 * A row of study cards on the 24-column grid (spec section 9): each card spans
 * 24 / cardsPerRow columns with a 20 px gutter.
 */
export function StudyCardGrid({ cards, cardsPerRow }: { cards: readonly StudyCardFields[]; cardsPerRow?: number }) {
  const span = studyCardSpan(cardsPerRow);
  const showTime = showsLastStudyTime(cards.length);
  const perRow = Math.floor(GRID_COLUMNS / span);
  return (
    <div className="study-card-grid" style={{ marginInline: -GRID_GUTTER / 2, rowGap: GRID_GUTTER }}>
      {cards.map((card, index) => (
        <div key={card.id} className="study-card-grid__col" style={{ width: `${(span / GRID_COLUMNS) * 100}%`, paddingInline: GRID_GUTTER / 2 }}>
          <StudyCard card={card} showTime={showTime} firstRow={index < perRow} />
        </div>
      ))}
    </div>
  );
}

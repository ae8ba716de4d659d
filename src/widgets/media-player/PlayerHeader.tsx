import { H3, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The head of a lesson page: course and lesson titles, then "completed" or the progress tag. */
export function PlayerHeader({ courseTitle, title, completed, progress }: { courseTitle: string; title: string; completed: boolean; progress: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="player-page__header">
      <span className="course-card__muted">{courseTitle}</span>
      <H3>{title}</H3>
      <div className="player-page__state">
        {completed ? (
          <Tag intent="success" icon="tick" data-testid="period-completed">
            {t('courses.player.completed')}
          </Tag>
        ) : (
          progress
        )}
      </div>
    </header>
  );
}

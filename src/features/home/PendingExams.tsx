import { Icon, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { type QueryLike, QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { PendingExam } from './types';

/** Open exams the caller has not taken yet, each to its explanation page under my exams. */
export function PendingExams({ exams, query }: { exams: readonly PendingExam[]; query: QueryLike }) {
  const { t, i18n } = useTranslation();
  return (
    <HomeBlock title={t('home.exams.title')} icon="manually-entered-data" testId="home-exams" className="exam-block">
      <QueryState query={query} size="small" empty={exams.length === 0} emptyTitle={t('home.exams.empty')} emptyIcon="tick-circle" skeletonRows={2}>
        <ul className="pending-exams">
          {exams.map((exam) => (
            <li key={exam.id} className="pending-exam" data-testid="pending-exam">
              <span className="pending-exam__icon" aria-hidden="true">
                <Icon icon="manually-entered-data" />
              </span>
              <span className="pending-exam__text">
                <span className="pending-exam__title" title={exam.title}>
                  {exam.title}
                </span>
                <span className="pending-exam__meta">
                  {exam.startsAt !== null && exam.endsAt !== null && (
                    <span>
                      <Icon icon="time" size={12} /> {t('home.exams.window', { start: formatDateTime(exam.startsAt, i18n.language), end: formatDateTime(exam.endsAt, i18n.language) })}
                    </span>
                  )}
                  <Tag minimal round>
                    {t('home.exams.long', { minutes: exam.durationMinutes })}
                  </Tag>
                  <Tag minimal round intent="success">
                    {t('home.exams.pass', { score: exam.passScore })}
                  </Tag>
                </span>
              </span>
              <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: Number(exam.id) }} className="bp6-button bp6-intent-primary bp6-small" data-testid="pending-exam-go">
                {t('home.exams.go')}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </HomeBlock>
  );
}

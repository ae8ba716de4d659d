import { Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MyCourseLiveDocument, type MyLiveItemFieldsFragment } from '../../graphql/generated/learning';
import { present } from '../../shared/present';
import { EmptyState, QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { LiveEntry } from '../../widgets/live/LiveEntry';
import './learning.css';

function LiveList({ items, testId }: { items: MyLiveItemFieldsFragment[]; testId: string }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <EmptyState title={t('learning.live.empty')} size="small" />;
  return (
    <ul className="learning-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <span>
            <strong>{item.title}</strong>
            <br />
            <span className="learning-card__muted">
              {t('learning.live.course', { title: item.course_title })} · {formatDateTime(item.live_start, i18n.language)}
              {item.teacher ? ` · ${item.teacher.name}` : ''}
            </span>
          </span>
          <Tag minimal>{t(`learning.live.status.${item.progress_status}`)}</Tag>
          <LiveEntry progress={item.progress_status} video_id={item.id} is_generate_playback={item.is_generate_playback} playback_url={item.playback_url ?? null} course_id={item.course_id} chapter_id={item.id} small />
        </li>
      ))}
    </ul>
  );
}

/** member-course: the live class schedule of my courses, today's and this week's, with the live entry. */
export function MemberCoursePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MyCourseLiveDocument, { fetchPolicy: 'cache-and-network' });
  const result = data?.mycourseCourseLive?.data;
  return (
    <section className="learning-centre" data-testid="member-course">
      <h1 className="bp6-heading">{t('learning.live.heading')}</h1>
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')}>
        <Card>
          <h2 className="bp6-heading">{t('learning.live.today')}</h2>
          <LiveList items={present(result?.today)} testId="live-today" />
        </Card>
        <Card>
          <h2 className="bp6-heading">{t('learning.live.week')}</h2>
          <LiveList items={present(result?.week)} testId="live-week" />
        </Card>
      </QueryState>
    </section>
  );
}

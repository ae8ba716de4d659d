import { Card, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyExamsDocument, type ExamFilter } from '../../graphql/generated/exams';
import { MyCoursesDocument, MyTasksDocument, MyTrainingsDocument, TrainingLecturerOptionsDocument, type StudyProgress } from '../../graphql/generated/learning';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { SearchForm } from '../../shared/search-form/SearchForm';
import { numberParam, rangeParam, textParam, type SearchField } from '../../shared/search-form/search-form';
import { toOptions, type SelectLoader } from '../../shared/select/remote-select';
import { QueryState } from '../../shared/state/LoadState';
import { formatDate, formatDateTime } from '../../shared/dates';
import { CourseGrid } from '../../widgets/course-card/CourseCard';
import { TrainingCards } from '../../widgets/training-card/TrainingCard';
import { MapListTab } from './MapListTab';
import { MyDefencesTab } from './MyDefencesTab';
import { statusIntent } from './labels';
import './learning.css';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

const knowledge = getRouteApi('/auth/knowledge');
type TabId = NonNullable<ReturnType<typeof knowledge.useSearch>['tab']> | 'courses';

const KEYWORDS: SearchField = { kind: 'text', name: 'keywords', label: '' };

/** The keywords field of every tab's search form, in the page's language. */
function useKeywordsField(): SearchField {
  const { t } = useTranslation();
  return useMemo(() => ({ ...KEYWORDS, label: t('learning.centre.keywords') }), [t]);
}

function usePaging() {
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  return { paging, setPaging, first: () => setPaging((p) => ({ ...p, page: 1 })) };
}

/** The progress filter's values (0, all, is no filter). */
const PROGRESS: Record<number, StudyProgress | undefined> = { 1: 'NOT_STARTED', 2: 'IN_PROGRESS', 3: 'FINISHED' };

function MyCoursesTab() {
  const { t } = useTranslation();
  const keywordsField = useKeywordsField();
  const fields = useMemo<SearchField[]>(
    () => [
      keywordsField,
      {
        kind: 'select',
        name: 'progress_status',
        label: t('learning.courses.progressStatus'),
        initial: 0,
        options: [
          { value: 0, label: t('learning.courses.all') },
          { value: 1, label: t('learning.courses.notStarted') },
          { value: 2, label: t('learning.courses.inProgress') },
          { value: 3, label: t('learning.courses.finished') },
        ],
      },
    ],
    [keywordsField, t],
  );
  const [type, setType] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [progressStatus, setProgressStatus] = useState(0);
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(MyCoursesDocument, {
    variables: { joinState: type === 2 ? 'ELECTIVE' : 'REQUIRED', page: paging.page, pageSize: paging.limit, keywords: keywords || undefined, progress: PROGRESS[progressStatus] },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.viewer?.courses;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid="my-courses">
      <Tabs id="my-course-type" selectedTabId={type} onChange={(id) => { setType(Number(id)); first(); }}>
        <Tab id={1} title={t('learning.centre.count', { label: t('learning.courses.required'), count: result?.requiredCount ?? 0 })} />
        <Tab id={2} title={t('learning.centre.count', { label: t('learning.courses.elective'), count: result?.electiveCount ?? 0 })} />
      </Tabs>
      <FilterTabPanel tabsId="my-course-type" selected={type}>
        <SearchForm
          fields={fields}
          onSearch={(values) => {
            setKeywords(textParam(values, 'keywords') ?? '');
            setProgressStatus(numberParam(values, 'progress_status') ?? 0);
            first();
          }}
        />
        <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.courses.empty')} skeletonRows={3}>
          <CourseGrid cards={list} onJoin={() => undefined} joiningId={null} />
          <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}

function TaskCards({ kind }: { kind: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const fields = [useKeywordsField()];
  const [keywords, setKeywords] = useState('');
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(MyTasksDocument, {
    variables: { kind: kind === 1 ? 'STUDY_TASK' : 'ONLINE_TRAINING', page: paging.page, pageSize: paging.limit, keywords: keywords || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.viewer?.tasks;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid={kind === 1 ? 'my-tasks' : 'online-trainings'}>
      <SearchForm fields={fields} onSearch={(values) => { setKeywords(textParam(values, 'keywords') ?? ''); first(); }} />
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={kind === 1 ? t('learning.tasks.empty') : t('learning.training.empty')} skeletonRows={3}>
        <div className="learning-cards">
          {list.map((task) => (
            <Card key={task.id} className="learning-card" data-testid="task-card">
              {task.image ? <img className="learning-card__cover" src={task.image} alt="" loading="lazy" /> : null}
              <div className="learning-card__row">
                <h3 className="learning-card__title">{task.name}</h3>
                <Tag intent={statusIntent(task.status, 'task')} minimal>
                  {t(`learning.tasks.status.${task.status}`)}
                </Tag>
              </div>
              <span className="learning-card__muted">{t('learning.tasks.numbers', { courses: task.courseCount, papers: task.examCount })}</span>
              <span className="learning-card__muted">{t('learning.tasks.window', { start: formatDate(task.startsAt, i18n.language), end: formatDate(task.endsAt, i18n.language) })}</span>
              <ProgressBar value={task.progress / 100} stripes={false} intent={task.isComplete ? 'success' : 'primary'} aria-label={t('learning.tasks.progress', { progress: task.progress })} />
              <div className="learning-card__row">
                <span className="learning-card__muted">{task.isComplete ? t('learning.tasks.complete') : t('learning.tasks.progress', { progress: task.progress })}</span>
                <Link to="/mine-task/mine-task-show/$id" params={{ id: Number(task.id) }} className="bp6-button bp6-intent-primary bp6-small">
                  {t('learning.tasks.open')}
                </Link>
              </div>
            </Card>
          ))}
        </div>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </div>
  );
}

function OfflineTrainings() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const keywordsField = useKeywordsField();
  // The lecturer select fetches every lecturer at once.
  const loadLecturers = useCallback<SelectLoader>(
    async () => {
      const { data } = await client.query({ query: TrainingLecturerOptionsDocument, fetchPolicy: 'cache-first' });
      return toOptions(data?.allLecturers, (l) => Number(l.id), (l) => l.name);
    },
    [client],
  );
  const fields = useMemo<SearchField[]>(
    () => [
      keywordsField,
      { kind: 'remote-select', name: 'lecturer_id', label: t('learning.training.lecturer'), allLabel: t('learning.training.allLecturers'), load: loadLecturers },
      { kind: 'date-range', name: 'start', label: t('learning.training.startBetween') },
    ],
    [keywordsField, loadLecturers, t],
  );
  const [filter, setFilter] = useState<{ keywords?: string; lecturer_id?: number; start_time?: number; end_time?: number }>({});
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(MyTrainingsDocument, {
    variables: {
      page: paging.page,
      pageSize: paging.limit,
      keywords: filter.keywords,
      lecturerId: filter.lecturer_id === undefined ? undefined : String(filter.lecturer_id),
      startsFrom: isoOfSeconds(filter.start_time),
      startsTo: isoOfSeconds(filter.end_time),
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.viewer?.trainings;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid="offline-trainings">
      <SearchForm
        fields={fields}
        testId="training-search"
        onSearch={(values) => {
          const range = rangeParam(values, 'start');
          setFilter({ keywords: textParam(values, 'keywords'), lecturer_id: numberParam(values, 'lecturer_id'), start_time: range.start, end_time: range.end });
          first();
        }}
      />
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.training.empty')} skeletonRows={3}>
        <TrainingCards trainings={list} />
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </div>
  );
}

/** The date range's bounds (unix seconds of the company's days) as the graph's DateTime. */
function isoOfSeconds(seconds: number | undefined): string | undefined {
  return seconds === undefined ? undefined : new Date(seconds * 1000).toISOString();
}

function MyTrainingTab() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<'offline' | 'online'>('offline');
  return (
    <div className="learning-centre">
      <Tabs id="my-training-kind" selectedTabId={which} onChange={(id) => setWhich(id as 'offline' | 'online')}>
        <Tab id="offline" title={t('learning.training.offline')} />
        <Tab id="online" title={t('learning.training.online')} />
      </Tabs>
      <FilterTabPanel tabsId="my-training-kind" selected={which}>
        {which === 'offline' ? <OfflineTrainings /> : <TaskCards kind={2} />}
      </FilterTabPanel>
    </div>
  );
}

function MyExamsTab() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ExamFilter>('NOT_TAKEN');
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(MyExamsDocument, { variables: { filter, page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const result = data?.exams;
  const list = result?.nodes ?? [];
  return (
    <div className="learning-centre" data-testid="my-exams">
      <Tabs id="my-exam-status" selectedTabId={filter} onChange={(id) => { setFilter(id as ExamFilter); first(); }}>
        <Tab id="NOT_TAKEN" title={t('learning.exams.pending')} />
        <Tab id="TAKEN" title={t('learning.exams.taken')} />
      </Tabs>
      <FilterTabPanel tabsId="my-exam-status" selected={filter}>
        <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.exams.empty')} skeletonRows={3}>
          <ul className="learning-list">
            {list.map((exam) => (
              <li key={exam.id} data-testid="exam-row">
                <span>
                  <strong>{exam.title}</strong>
                  <br />
                  <span className="learning-card__muted">
                    {t('learning.exams.window', { start: formatDateTime(exam.startsAt, i18n.language), end: formatDateTime(exam.endsAt, i18n.language) })}
                  </span>
                </span>
                {exam.bestScore !== null ? <span>{t('learning.exams.score', { score: exam.bestScore })}</span> : null}
                <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: Number(exam.id) }} className="bp6-button bp6-small bp6-intent-primary">
                  {t('learning.exams.open')}
                </Link>
              </li>
            ))}
          </ul>
          <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}

/**
 * /knowledge?nav=5&tab=: My Learning, one tab each for my courses (required and elective), my
 * tasks, my training (offline and online), my exams (pending and taken) and my learning maps.
 */
export function LearningCentrePage() {
  const { t } = useTranslation();
  // The tab is the address's (?tab=), so browser back, the crumb and Back come back to it.
  const { tab = 'courses' } = knowledge.useSearch();
  const navigate = knowledge.useNavigate();
  const setTab = (id: TabId) => void navigate({ search: (s) => ({ ...s, tab: id === 'courses' ? undefined : id }), replace: true });
  return (
    <section className="learning-centre" data-testid="learning-centre">
      <h1 className="bp6-heading">{t('learning.centre.heading')}</h1>
      <Tabs id="learning-centre-tabs" selectedTabId={tab} onChange={(id) => setTab(id as TabId)} renderActiveTabPanelOnly large>
        <Tab id="courses" title={t('learning.centre.tabs.courses')} panel={<MyCoursesTab />} />
        <Tab id="tasks" title={t('learning.centre.tabs.tasks')} panel={<TaskCards kind={1} />} />
        <Tab id="training" title={t('learning.centre.tabs.training')} panel={<MyTrainingTab />} />
        <Tab id="exams" title={t('learning.centre.tabs.exams')} panel={<MyExamsTab />} />
        <Tab id="defences" title={t('learning.centre.tabs.defences')} panel={<MyDefencesTab />} />
        <Tab id="maps" title={t('learning.centre.tabs.maps')} panel={<MapListTab />} />
      </Tabs>
    </section>
  );
}

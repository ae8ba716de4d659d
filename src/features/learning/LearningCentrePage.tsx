import { Button, Card, HTMLSelect, InputGroup, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamListDocument, MyCourseDocument, TaskListDocument, TrainOfflineDocument } from '../../graphql/generated';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { LoadState } from '../../shared/state/LoadState';
import { formatUnix } from '../../shared/unix-date';
import { CourseGrid } from '../../widgets/course-card/CourseCard';
import { MapListTab } from './MapListTab';
import { statusIntent, trainingButton } from './labels';
import './learning.css';

type TabId = 'courses' | 'tasks' | 'training' | 'exams' | 'maps';

/** Keywords search: Enter searches; reset restores the initial (empty) value. */
function KeywordSearch({ onSearch, children }: { onSearch: (keywords: string) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="learning-filters" role="search" onSubmit={submit}>
      <InputGroup leftIcon="search" value={draft} maxLength={50} placeholder={t('learning.centre.keywords')} aria-label={t('learning.centre.keywords')} onChange={(e) => setDraft(e.target.value)} />
      {children}
      <Button type="submit" intent="primary" text={t('learning.centre.search')} />
      <Button
        text={t('learning.centre.reset')}
        onClick={() => {
          setDraft('');
          onSearch('');
        }}
      />
    </form>
  );
}

function usePaging() {
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  return { paging, setPaging, first: () => setPaging((p) => ({ ...p, page: 1 })) };
}

function MyCoursesTab() {
  const { t } = useTranslation();
  const [type, setType] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [progressStatus, setProgressStatus] = useState(0);
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(MyCourseDocument, {
    variables: { type, ...paging, keywords: keywords || undefined, progress_status: progressStatus },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.mycourse?.data;
  const list = present(result?.list);
  return (
    <div className="learning-centre" data-testid="my-courses">
      <Tabs id="my-course-type" selectedTabId={type} onChange={(id) => { setType(Number(id)); first(); }}>
        <Tab id={1} title={t('learning.centre.count', { label: t('learning.courses.required'), count: result?.required_total ?? 0 })} />
        <Tab id={2} title={t('learning.centre.count', { label: t('learning.courses.elective'), count: result?.elective_total ?? 0 })} />
      </Tabs>
      <KeywordSearch onSearch={(k) => { setKeywords(k); first(); }}>
        <HTMLSelect
          aria-label={t('learning.courses.progressStatus')}
          value={progressStatus}
          onChange={(e) => { setProgressStatus(Number(e.target.value)); first(); }}
          options={[
            { value: 0, label: t('learning.courses.all') },
            { value: 1, label: t('learning.courses.notStarted') },
            { value: 2, label: t('learning.courses.inProgress') },
            { value: 3, label: t('learning.courses.finished') },
          ]}
        />
      </KeywordSearch>
      <LoadState loading={loading && !result} error={error && !result ? error : null} errorTitle={t('learning.centre.loadFailed')} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={t('learning.courses.empty')} skeletonRows={3}>
        <CourseGrid cards={list} onJoin={() => undefined} joiningId={null} />
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </LoadState>
    </div>
  );
}

function TaskCards({ kind }: { kind: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const [keywords, setKeywords] = useState('');
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(TaskListDocument, { variables: { kind, ...paging, keywords: keywords || undefined }, fetchPolicy: 'cache-and-network' });
  const result = data?.taskList?.data;
  const list = present(result?.list);
  return (
    <div className="learning-centre" data-testid={kind === 1 ? 'my-tasks' : 'online-trainings'}>
      <KeywordSearch onSearch={(k) => { setKeywords(k); first(); }} />
      <LoadState loading={loading && !result} error={error && !result ? error : null} errorTitle={t('learning.centre.loadFailed')} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={kind === 1 ? t('learning.tasks.empty') : t('learning.training.empty')} skeletonRows={3}>
        <div className="learning-cards">
          {list.map((task) => (
            <Card key={task.id} className="learning-card" data-testid="task-card">
              {task.img ? <img className="learning-card__cover" src={task.img} alt="" loading="lazy" /> : null}
              <div className="learning-card__row">
                <h3 className="learning-card__title">{task.name}</h3>
                <Tag intent={statusIntent(task.task_status, 'task')} minimal>
                  {t(`learning.tasks.status.${task.task_status}`)}
                </Tag>
              </div>
              <span className="learning-card__muted">{t('learning.tasks.numbers', { courses: task.course_number, papers: task.paper_number })}</span>
              <span className="learning-card__muted">{t('learning.tasks.window', { start: formatUnix(task.start_time, i18n.language, false), end: formatUnix(task.end_time, i18n.language, false) })}</span>
              <ProgressBar value={task.progress / 100} stripes={false} intent={task.is_complete ? 'success' : 'primary'} aria-label={t('learning.tasks.progress', { progress: task.progress })} />
              <div className="learning-card__row">
                <span className="learning-card__muted">{task.is_complete ? t('learning.tasks.complete') : t('learning.tasks.progress', { progress: task.progress })}</span>
                <Link to="/mine-task/mine-task-show/$id" params={{ id: task.id }} className="bp6-button bp6-intent-primary bp6-small">
                  {t('learning.tasks.open')}
                </Link>
              </div>
            </Card>
          ))}
        </div>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </LoadState>
    </div>
  );
}

function OfflineTrainings() {
  const { t, i18n } = useTranslation();
  const [keywords, setKeywords] = useState('');
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(TrainOfflineDocument, { variables: { ...paging, keywords: keywords || undefined }, fetchPolicy: 'cache-and-network' });
  const result = data?.trainOffline?.data;
  const list = present(result?.list);
  return (
    <div className="learning-centre" data-testid="offline-trainings">
      <KeywordSearch onSearch={(k) => { setKeywords(k); first(); }} />
      <LoadState loading={loading && !result} error={error && !result ? error : null} errorTitle={t('learning.centre.loadFailed')} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={t('learning.training.empty')} skeletonRows={3}>
        <div className="learning-cards">
          {list.map((training) => (
            <Card key={training.id} className="learning-card" data-testid="training-card">
              {training.img ? <img className="learning-card__cover" src={training.img} alt="" loading="lazy" /> : null}
              <div className="learning-card__row">
                <h3 className="learning-card__title">{training.name}</h3>
                <Tag intent={statusIntent(training.status, 'training')} minimal>
                  {t(`learning.training.status.${training.status}`)}
                </Tag>
              </div>
              <span className="learning-card__muted">{t('learning.training.teacher')}：{training.teacher}</span>
              <span className="learning-card__muted">{t('learning.training.address')}：{training.address}</span>
              <span className="learning-card__muted">{formatUnix(training.start_time, i18n.language)}</span>
              <div className="learning-card__row">
                <span className="learning-card__muted">{t(`learning.training.register.${training.register_state}`)}</span>
                <Link to="/mine-train/mine-train-show/$id" params={{ id: training.id }} className={`bp6-button bp6-small ${trainingButton(training) === 'enrolNow' ? 'bp6-intent-primary' : ''}`}>
                  {trainingButton(training) === 'enrolNow' ? t('learning.training.enrolNow') : t('learning.training.details')}
                </Link>
              </div>
            </Card>
          ))}
        </div>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </LoadState>
    </div>
  );
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
      {which === 'offline' ? <OfflineTrainings /> : <TaskCards kind={2} />}
    </div>
  );
}

function MyExamsTab() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState(1);
  const { paging, setPaging, first } = usePaging();
  const { data, loading, error, refetch } = useQuery(ExamListDocument, { variables: { status, ...paging }, fetchPolicy: 'cache-and-network' });
  const result = data?.examList?.data;
  const list = present(result?.list);
  return (
    <div className="learning-centre" data-testid="my-exams">
      <Tabs id="my-exam-status" selectedTabId={status} onChange={(id) => { setStatus(Number(id)); first(); }}>
        <Tab id={1} title={t('learning.exams.pending')} />
        <Tab id={2} title={t('learning.exams.taken')} />
      </Tabs>
      <LoadState loading={loading && !result} error={error && !result ? error : null} errorTitle={t('learning.centre.loadFailed')} onRetry={() => void refetch()} empty={list.length === 0} emptyTitle={t('learning.exams.empty')} skeletonRows={3}>
        <ul className="learning-list">
          {list.map((exam) => (
            <li key={exam.id} data-testid="exam-row">
              <span>
                <strong>{exam.title}</strong>
                <br />
                <span className="learning-card__muted">
                  {t('learning.exams.window', { start: new Date(exam.exam_start).toLocaleString(i18n.language), end: new Date(exam.exam_end).toLocaleString(i18n.language) })}
                </span>
              </span>
              {exam.best_score !== null && exam.best_score !== undefined ? <span>{t('learning.exams.score', { score: exam.best_score })}</span> : null}
              <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: exam.id }} className="bp6-button bp6-small bp6-intent-primary">
                {t('learning.exams.open')}
              </Link>
            </li>
          ))}
        </ul>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </LoadState>
    </div>
  );
}

/**
 * /knowledge?nav=5: My Learning, one tab each for my courses (required and elective), my
 * tasks, my training (offline and online), my exams (pending and taken) and my learning maps.
 */
export function LearningCentrePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('courses');
  return (
    <section className="learning-centre" data-testid="learning-centre">
      <h1 className="bp6-heading">{t('learning.centre.heading')}</h1>
      <Tabs id="learning-centre-tabs" selectedTabId={tab} onChange={(id) => setTab(id as TabId)} renderActiveTabPanelOnly large>
        <Tab id="courses" title={t('learning.centre.tabs.courses')} panel={<MyCoursesTab />} />
        <Tab id="tasks" title={t('learning.centre.tabs.tasks')} panel={<TaskCards kind={1} />} />
        <Tab id="training" title={t('learning.centre.tabs.training')} panel={<MyTrainingTab />} />
        <Tab id="exams" title={t('learning.centre.tabs.exams')} panel={<MyExamsTab />} />
        <Tab id="maps" title={t('learning.centre.tabs.maps')} panel={<MapListTab />} />
      </Tabs>
    </section>
  );
}

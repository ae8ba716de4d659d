import { lazyRouteComponent } from '@tanstack/react-router';
import { idParams, idSearch, mapIdSearch, oneOf, positiveInt } from './params';
import { authLayout, idPage, searchPage } from './root';

const parent = () => authLayout;
const learningPage = (name: 'Knowledge' | 'MineTaskShow' | 'MineTrainShow') => lazyRouteComponent(() => import('../../features/learning/pages'), name);
const mapPage = (name: keyof typeof import('../../features/maps/pages')) => lazyRouteComponent(() => import('../../features/maps/pages'), name);
const examPage = (name: 'KnowledgeExamExplain' | 'KnowledgeExamShow') => lazyRouteComponent(() => import('../../features/exams/pages'), name);
const defencePage = (name: keyof typeof import('../../features/defences/pages')) => lazyRouteComponent(() => import('../../features/defences/pages'), name);

/** ?id=&user_id= of the punch-in comments: the chapter, and whose punch-in (absent: the caller's, else the first). */
function signCommentsSearch(search: Record<string, unknown>): { id?: number; user_id?: number } {
  const userId = positiveInt(search.user_id);
  return { ...idSearch(search), user_id: userId };
}

/** My Learning's tabs; the first (my courses) is the default and is left out of the address. */
export const LEARNING_TABS = ['courses', 'tasks', 'training', 'exams', 'defences', 'maps'] as const;

/**
 * ?nav=5&tab= of My Learning: the tab shown is in the address, so browser back, the crumb and
 * Back return to it. An unknown tab falls back to my courses.
 */
function knowledgeSearch(search: Record<string, unknown>): { nav?: number; tab?: Exclude<(typeof LEARNING_TABS)[number], 'courses'> } {
  const nav = Number(search.nav);
  const tab = oneOf(LEARNING_TABS, search.tab);
  return { nav: search.nav !== undefined && Number.isInteger(nav) ? nav : undefined, tab: tab && tab !== 'courses' ? tab : undefined };
}

/**
 * The learning centre (spec "Knowledge"): learning maps and their stages, the defence
 * pages, and my tasks and trainings. `toBack` marks the targets of the special back route,
 * `back` the pages it starts from. (The questionnaire pages are the exams area's.)
 */
export const knowledgeRoutes = [
  searchPage(parent, '/knowledge', { title: 'knowledge', toBack: true }, knowledgeSearch, learningPage('Knowledge')),
  searchPage(parent, '/knowledge/stage-detail', { title: 'stageDetail', toBack: true }, idSearch, mapPage('StageDetail')),
  searchPage(parent, '/knowledge/map-video', { title: 'mapVideo', back: true }, idSearch, mapPage('MapVideo')),
  searchPage(parent, '/knowledge/user_sign_comments', { title: 'userSignComments', back: true }, signCommentsSearch, mapPage('UserSignComments')),
  searchPage(parent, '/knowledge/stage-exam-explain', { title: 'stageExamExplain', back: true }, idSearch, examPage('KnowledgeExamExplain')),
  searchPage(parent, '/knowledge/exam-show', { title: 'knowledgeExamShow', back: true }, idSearch, examPage('KnowledgeExamShow')),
  searchPage(parent, '/knowledge/map-detail', { title: 'mapDetail' }, mapIdSearch, mapPage('MapDetail')),
  searchPage(parent, '/knowledge/replay-explain', { title: 'replayExplain', back: true }, idSearch, defencePage('ReplayExplain')),
  searchPage(parent, '/knowledge/interactive-replay-report', { title: 'interactiveReplayReport', back: true }, idSearch, defencePage('InteractiveReplayReport')),
  searchPage(parent, '/knowledge/ai-replay', { title: 'aiReplay', back: true }, idSearch, defencePage('AiReplay')),
  searchPage(parent, '/knowledge/ai-replay-report', { title: 'aiReplayReport', back: true }, idSearch, defencePage('AiReplayReport')),
  searchPage(parent, '/knowledge/replay-question', { title: 'replayQuestion', back: true }, idSearch, defencePage('ReplayQuestion')),
  searchPage(parent, '/knowledge/replay-report', { title: 'replayReport', back: true }, idSearch, defencePage('ReplayReport')),
  idPage(parent, '/mine-task/mine-task-show/$id', { title: 'mineTaskShow' }, idParams, learningPage('MineTaskShow')),
  idPage(parent, '/mine-train/mine-train-show/$id', { title: 'mineTrainShow' }, idParams, learningPage('MineTrainShow')),
];

import { lazyRouteComponent } from '@tanstack/react-router';
import { idParams, mapIdSearch } from './params';
import { authLayout, idPage, page, searchPage } from './root';

const parent = () => authLayout;
const learningPage = (name: 'Knowledge' | 'MineTaskShow' | 'MineTrainShow') => lazyRouteComponent(() => import('../../features/learning/pages'), name);

/**
 * The learning centre (spec "Knowledge"): learning maps and their stages, the defence
 * pages, and my tasks and trainings. `toBack` marks the targets of the special back route,
 * `back` the pages it starts from. (The questionnaire pages are the exams area's.)
 */
export const knowledgeRoutes = [
  searchPage(parent, '/knowledge', { title: 'knowledge', toBack: true }, (search): { nav?: number } => {
    const nav = Number(search.nav);
    return search.nav !== undefined && Number.isInteger(nav) ? { nav } : {};
  }, learningPage('Knowledge')),
  page(parent, '/knowledge/stage-detail', { title: 'stageDetail', toBack: true }),
  page(parent, '/knowledge/map-video', { title: 'mapVideo', back: true }),
  page(parent, '/knowledge/user_sign_comments', { title: 'userSignComments', back: true }),
  page(parent, '/knowledge/stage-exam-explain', { title: 'stageExamExplain', back: true }),
  page(parent, '/knowledge/exam-show', { title: 'knowledgeExamShow', back: true }),
  searchPage(parent, '/knowledge/map-detail', { title: 'mapDetail' }, mapIdSearch),
  page(parent, '/knowledge/replay-explain', { title: 'replayExplain', back: true }),
  page(parent, '/knowledge/interactive-replay-report', { title: 'interactiveReplayReport', back: true }),
  page(parent, '/knowledge/ai-replay', { title: 'aiReplay', back: true }),
  page(parent, '/knowledge/ai-replay-report', { title: 'aiReplayReport', back: true }),
  page(parent, '/knowledge/replay-question', { title: 'replayQuestion', back: true }),
  page(parent, '/knowledge/replay-report', { title: 'replayReport', back: true }),
  idPage(parent, '/mine-task/mine-task-show/$id', { title: 'mineTaskShow' }, idParams, learningPage('MineTaskShow')),
  idPage(parent, '/mine-train/mine-train-show/$id', { title: 'mineTrainShow' }, idParams, learningPage('MineTrainShow')),
];

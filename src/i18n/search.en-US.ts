import type { searchZhCN } from './search.zh-CN';

/** Site search. */
export const searchEnUS: typeof searchZhCN = {
  kinds: { course: 'Courses', library: 'Library', news: 'News', forum: 'Forum', map: 'Learning maps' },
  summary_one: '{{count}} result for “{{keywords}}”',
  summary_other: '{{count}} results for “{{keywords}}”',
  empty: 'Nothing found for “{{keywords}}”; try other words',
  prompt: 'Type words in the search box at the top to search courses, the library, news, the forum and learning maps',
  loadFailed: 'The search failed',
  showAll_one: 'Show the {{count}} result in {{kind}}',
  showAll_other: 'Show all {{count}} results in {{kind}}',
  backToAll: 'Back to all results',
  kindCount: '{{count}}',
  courseTypes: { SERIES: 'Series', VIDEO: 'Video', AUDIO: 'Audio', DOCUMENT: 'Document', FACE_TO_FACE: 'Face-to-face' },
  results: 'Results in {{kind}}',
};

/** 全站搜索。 */
export const searchZhCN = {
  kinds: { course: '课程', library: '文库', news: '资讯', forum: '论坛', map: '学习地图' },
  summary_one: '“{{keywords}}”共找到 {{count}} 条结果',
  summary_other: '“{{keywords}}”共找到 {{count}} 条结果',
  empty: '没有找到与“{{keywords}}”相关的内容，换个关键词试试',
  prompt: '在顶部搜索框输入关键词，搜索课程、文库、资讯、论坛和学习地图',
  loadFailed: '搜索失败',
  showAll_one: '查看全部 {{count}} 条{{kind}}结果',
  showAll_other: '查看全部 {{count}} 条{{kind}}结果',
  backToAll: '返回全部结果',
  kindCount: '{{count}} 条',
  courseTypes: { SERIES: '系列课', VIDEO: '视频课', AUDIO: '音频课', DOCUMENT: '文档课', FACE_TO_FACE: '面授课' },
  results: '{{kind}}搜索结果',
};

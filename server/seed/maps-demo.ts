/** Names of the learning maps demo (server/seed/maps.ts) that the tests read. */
export const MAPS_DEMO = {
  fixed: '前端工程师岗位地图',
  free: '前端技术成长地图',
  newEmployee: '销售新人成长地图',
  stage2Exam: '岗位技能阶段测验',
  stage3Exam: '融入团队结业测验',
  questionnaire: '入职体验问卷',
  video: '岗位技能实操',
  todayPunch: '每日打卡：岗位心得',
  secondLearner: 'emp0195',
  newEmployeeLearner: 'emp0196',
} as const;

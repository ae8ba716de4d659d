import { liveMessages } from './live-messages.js';

/**
 * Every message the API sends to people, in both languages. The caller's
 * Accept-Language picks one; zh-CN is the default like the portal's.
 */
export const messages = {
  ...liveMessages,
  ok: { 'zh-CN': '成功', 'en-US': 'Success' },
  invalidInput: { 'zh-CN': '输入有误：{detail}', 'en-US': 'Invalid input: {detail}' },
  tokenMissing: { 'zh-CN': '请先登录', 'en-US': 'Please sign in first' },
  tokenInvalid: { 'zh-CN': '登录已失效，请重新登录', 'en-US': 'Your session has expired, please sign in again' },
  accountDisabled: { 'zh-CN': '账号已被停用，请联系管理员', 'en-US': 'This account has been disabled, please contact the administrator' },
  forbidden: { 'zh-CN': '没有权限执行此操作', 'en-US': 'You are not allowed to do this' },
  notFound: { 'zh-CN': '资源不存在', 'en-US': 'The resource does not exist' },
  routeNotFound: { 'zh-CN': '接口不存在', 'en-US': 'No such API route' },
  loginFailed: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  accountLocked: {
    'zh-CN': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'en-US': 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  passwordRule: {
    'zh-CN': '密码为 8-16 位，且至少包含数字、字母、符号中的两种',
    'en-US': 'The password must be 8-16 characters with at least two of digits, letters and symbols',
  },
  passwordsDiffer: { 'zh-CN': '两次密码不一致', 'en-US': 'The two passwords differ' },
  oldPasswordWrong: { 'zh-CN': '原密码错误', 'en-US': 'The current password is wrong' },
  mobileFormat: { 'zh-CN': '请输入正确的11位手机号', 'en-US': 'Please enter a correct 11-digit mobile number' },
  mailFormat: { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'Please enter a correct email address' },
  mobileOrMail: { 'zh-CN': '请输入手机号或邮箱', 'en-US': 'Please enter a mobile number or an email address' },
  codeSent: { 'zh-CN': '验证码已发送', 'en-US': 'The verification code has been sent' },
  codeTooSoon: { 'zh-CN': '验证码发送过于频繁，请 {seconds} 秒后再试', 'en-US': 'Codes are sent at most once a minute, try again in {seconds} s' },
  codeWrong: { 'zh-CN': '验证码错误或已过期', 'en-US': 'The verification code is wrong or has expired' },
  codeTooManyTries: { 'zh-CN': '验证码错误次数过多，请重新获取', 'en-US': 'Too many wrong codes, please request a new one' },
  passwordReset: { 'zh-CN': '密码已重置，请登录', 'en-US': 'Your password has been reset, please sign in' },
  passwordChanged: { 'zh-CN': '密码已修改', 'en-US': 'Your password has been changed' },
  dateInvalid: { 'zh-CN': '日期无效', 'en-US': 'The date is not valid' },
  profileSaved: { 'zh-CN': '个人信息已保存', 'en-US': 'Your profile has been saved' },
  loggedOut: { 'zh-CN': '已退出', 'en-US': 'Signed out' },
  dailyCreditAdded: { 'zh-CN': '每日登录积分 +{points}', 'en-US': 'Daily sign-in credit +{points}' },
  dailyCreditKept: { 'zh-CN': '今日登录积分已领取', 'en-US': 'Today\'s sign-in credit was already given' },
  creditReasonDailyLogin: { 'zh-CN': '每日登录', 'en-US': 'Daily sign-in' },
  configTypeUnknown: { 'zh-CN': '未知的配置类型', 'en-US': 'Unknown configuration type' },
  adminOnly: { 'zh-CN': '仅管理员可进入后台', 'en-US': 'Only administrators can open the back office' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try later' },
  // courses (issue 4)
  courseNotFound: { 'zh-CN': '课程不存在', 'en-US': 'The course does not exist' },
  periodNotFound: { 'zh-CN': '课时不存在', 'en-US': 'The lesson does not exist' },
  courseDisabled: { 'zh-CN': '该课程已停用，请咨询管理员', 'en-US': 'This course has been disabled, please consult the administrator' },
  courseExpired: { 'zh-CN': '该课程已过期，请咨询管理员', 'en-US': 'This course has expired, please consult the administrator' },
  coursePlacesFull: { 'zh-CN': '该课程名额不足，请咨询管理员', 'en-US': 'This course has no places left, please consult the administrator' },
  courseNotJoined: { 'zh-CN': '请先加入选修后再学习', 'en-US': 'Please join this elective course before studying it' },
  unlockPrevious: { 'zh-CN': '请先完成上一课时的学习', 'en-US': 'Unlock the previous lesson first' },
  mediaTranscoding: { 'zh-CN': '该文件正在转码中，请稍后再试', 'en-US': 'This file is being transcoded, please try again later' },
  mediaMissing: { 'zh-CN': '视频存储路径已变更，无法播放', 'en-US': 'The media file has moved and cannot be played' },
  periodNotRecordable: { 'zh-CN': '该课时不记录学习进度', 'en-US': 'This lesson does not record study progress' },
  electiveJoined: { 'zh-CN': '已加入选修', 'en-US': 'Added to your elective courses' },
  electiveAlready: { 'zh-CN': '您已加入该课程', 'en-US': 'You have already joined this course' },
  studyRecorded: { 'zh-CN': '学习进度已记录', 'en-US': 'Study progress recorded' },
  questionTitleRequired: { 'zh-CN': '请输入问题标题', 'en-US': 'Please enter the question title' },
  questionTitleTooLong: { 'zh-CN': '问题标题最多 {max} 个字', 'en-US': 'The question title is at most {max} characters' },
  questionDetailTooLong: { 'zh-CN': '内容最多 {max} 个字', 'en-US': 'The text is at most {max} characters' },
  questionNotFound: { 'zh-CN': '问题不存在', 'en-US': 'The question does not exist' },
  answerNotFound: { 'zh-CN': '回答不存在', 'en-US': 'The answer does not exist' },
  answerRequired: { 'zh-CN': '请输入回答内容', 'en-US': 'Please enter your answer' },
  questionAsked: { 'zh-CN': '提问成功', 'en-US': 'Your question has been posted' },
  answerPosted: { 'zh-CN': '回答成功', 'en-US': 'Your answer has been posted' },
  lecturerNotFound: { 'zh-CN': '讲师不存在', 'en-US': 'The lecturer does not exist' },
  serverError: { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Something went wrong on the server, please try later' },
  examRankRule: {
    'zh-CN': '排名按每位学员在本次考试中已评阅完成的最高得分从高到低排列；得分相同时，用时较短者在前。',
    'en-US': "Learners are ranked by their best fully marked score in this exam, highest first; with equal scores, the shorter time used comes first.",
  },
  notifyReadTarget: { 'zh-CN': '请指定要标记已读的消息', 'en-US': 'Say which notifications to mark read' },
  notifyRead: { 'zh-CN': '已全部标记为已读', 'en-US': 'All marked as read' },
  // Notification texts (rendered in the reader's language; {title} etc. are data).
  notifyCourseAssigned: { 'zh-CN': '您有一门新的必修课程《{title}》，请在 {due} 前完成学习。', 'en-US': 'A required course "{title}" has been assigned to you; finish it by {due}.' },
  notifyMapAssigned: { 'zh-CN': '学习地图《{title}》已向您开放。', 'en-US': 'The learning map "{title}" is now open to you.' },
  notifyOnlineTraining: { 'zh-CN': '在线培训《{title}》已开始报名。', 'en-US': 'Enrolment for the online training "{title}" has opened.' },
  notifyOfflineTraining: { 'zh-CN': '线下培训《{title}》开放报名，地点：{place}。', 'en-US': 'Enrolment for the offline training "{title}" at {place} has opened.' },
  notifyLiveSoon: { 'zh-CN': '直播课《{title}》将于 15 分钟后开始。', 'en-US': 'The live class "{title}" starts in 15 minutes.' },
  notifyDefence: { 'zh-CN': '您有一场答辩《{title}》待参加。', 'en-US': 'You have a defence session "{title}" to attend.' },
  notifyExamPublished: { 'zh-CN': '考试《{title}》已发布，开考时间 {start}。', 'en-US': 'The exam "{title}" has been published; it opens at {start}.' },
  notifyClassTest: { 'zh-CN': '课程测验《{title}》已开放。', 'en-US': 'The course quiz "{title}" is open.' },
  notifyMapExam: { 'zh-CN': '学习地图考试《{title}》已开放。', 'en-US': 'The map exam "{title}" is open.' },
  notifyTrainingExam: { 'zh-CN': '培训考试《{title}》已开放。', 'en-US': 'The training exam "{title}" is open.' },
  notifyMaintenance: { 'zh-CN': '系统将于 {when} 进行维护升级，届时将暂停服务。', 'en-US': 'The portal will be down for maintenance at {when}.' },
  // exams (issue 5)
  examNotFound: { 'zh-CN': '考试不存在', 'en-US': 'The exam does not exist' },
  examNotOpen: { 'zh-CN': '考试尚未开始', 'en-US': 'The exam is not open yet' },
  examEnded: { 'zh-CN': '考试已结束', 'en-US': 'The exam has ended' },
  examLimitReached: { 'zh-CN': '考试次数已达上限', 'en-US': 'You have reached the attempt limit of this exam' },
  examNoMakeup: { 'zh-CN': '暂无补考机会', 'en-US': 'No make-up attempt is available' },
  attemptNotFound: { 'zh-CN': '答卷不存在', 'en-US': 'The attempt does not exist' },
  attemptSubmitted: { 'zh-CN': '试卷已提交，不能再作答', 'en-US': 'The attempt has been submitted; answers can no longer change' },
  attemptTimeUp: { 'zh-CN': '考试时间已到，答案未保存', 'en-US': 'Time is up: the answer was not saved' },
  attemptNotSubmitted: { 'zh-CN': '试卷尚未提交', 'en-US': 'The attempt has not been submitted yet' },
  attemptReviewed: { 'zh-CN': '该答卷已阅卷完成', 'en-US': 'This attempt has already been marked' },
  questionNotInExam: { 'zh-CN': '该题目不属于本次考试', 'en-US': 'The question is not part of this exam' },
  examQuestionNotFound: { 'zh-CN': '题目不存在', 'en-US': 'The question does not exist' },
  questionNotShortAnswer: { 'zh-CN': '只能为本卷的简答题评分', 'en-US': 'Only the short answers of this attempt can be marked' },
  markAboveFull: { 'zh-CN': '得分不能超过满分 {score} 分', 'en-US': 'The mark cannot exceed the full score of {score}' },
  examinerOnly: { 'zh-CN': '仅阅卷人可以评分', 'en-US': 'Only examiners can mark answers' },
  examSubmitted: { 'zh-CN': '交卷成功', 'en-US': 'Your answers have been submitted' },
  answerSaved: { 'zh-CN': '答案已保存', 'en-US': 'Answer saved' },
  examAnswerRequired: { 'zh-CN': '请先作答', 'en-US': 'Please answer first' },
  markSaved: { 'zh-CN': '评分已保存', 'en-US': 'The marks have been saved' },
  wrongNotFound: { 'zh-CN': '错题不存在', 'en-US': 'The wrong question does not exist' },
  wrongRemoved: { 'zh-CN': '已移出错题本', 'en-US': 'Removed from your wrong answers' },
  collected: { 'zh-CN': '收藏成功', 'en-US': 'Added to your collection' },
  uncollected: { 'zh-CN': '已取消收藏', 'en-US': 'Removed from your collection' },
  collectionCleared: { 'zh-CN': '收藏已清空', 'en-US': 'Your collection has been cleared' },
  questionnaireNotFound: { 'zh-CN': '问卷不存在', 'en-US': 'The questionnaire does not exist' },
  questionnaireItemUnknown: { 'zh-CN': '问卷中没有该题目', 'en-US': 'The questionnaire has no such question' },
  questionnaireRequired: { 'zh-CN': '请回答：{title}', 'en-US': 'Please answer: {title}' },
  questionnaireOption: { 'zh-CN': '选项无效：{title}', 'en-US': 'Invalid choice: {title}' },
  questionnaireTooLong: { 'zh-CN': '回答过长：{title}', 'en-US': 'The answer is too long: {title}' },
  questionnaireSubmitted: { 'zh-CN': '您已提交过该问卷', 'en-US': 'You have already submitted this questionnaire' },
  questionnaireThanks: { 'zh-CN': '问卷提交成功，感谢您的参与', 'en-US': 'Thank you, your answers have been submitted' },
  idNumberFormat: { 'zh-CN': '请输入正确的18位身份证号码', 'en-US': 'Please enter a correct 18-character ID number' },
} as const satisfies Record<string, Record<Locale, string>>;

export type Locale = 'zh-CN' | 'en-US';
export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function pickLocale(acceptLanguage: string | undefined): Locale {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en-US' : 'zh-CN';
}

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

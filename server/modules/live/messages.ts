/** Messages of live classes (getPlayToken, the live room and its stream), in both languages. */
export const liveMessages = {
  livePeriodNotFound: { 'zh-CN': '直播不存在', 'en-US': 'The live class does not exist' },
  liveTokenType: { 'zh-CN': '不支持的令牌类型：{type}', 'en-US': 'Unsupported token type: {type}' },
  liveNotStarted: { 'zh-CN': '直播尚未开始，请在开始后进入', 'en-US': 'The live class has not started yet' },
  liveEnded: { 'zh-CN': '直播已结束', 'en-US': 'The live class has ended' },
  liveTokenInvalid: { 'zh-CN': '直播间链接无效或已过期，请从课程重新进入', 'en-US': 'The live room link is not valid or has expired, please enter again from the course' },
  liveStreamMissing: { 'zh-CN': '直播信号不可用', 'en-US': 'The live stream is not available' },
  liveSegmentNotFound: { 'zh-CN': '直播片段不存在', 'en-US': 'No such piece of the live stream' },
} as const;

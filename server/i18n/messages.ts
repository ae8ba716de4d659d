/**
 * Every message the API sends to people, in both languages. The caller's
 * Accept-Language picks one; zh-CN is the default like the portal's.
 */
export const messages = {
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
  configTypeUnknown: { 'zh-CN': '未知的配置类型', 'en-US': 'Unknown configuration type' },
  adminOnly: { 'zh-CN': '仅管理员可进入后台', 'en-US': 'Only administrators can open the back office' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try later' },
  serverError: { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Something went wrong on the server, please try later' },
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

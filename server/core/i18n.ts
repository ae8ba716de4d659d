/**
 * Every message the API sends to people, in both languages. The caller's
 * Accept-Language picks one; zh-CN is the default like the portal's.
 */
export const coreMessages = {
  ok: { 'zh-CN': '成功', 'en-US': 'Success' },
  invalidInput: { 'zh-CN': '输入有误：{detail}', 'en-US': 'Invalid input: {detail}' },
  // The details of a schema refusal (core/http/validation-message.ts), one per JSON-schema keyword.
  'invalid.required': { 'zh-CN': '请填写 {field}', 'en-US': '{field} is required' },
  'invalid.maxLength': { 'zh-CN': '{field} 不能超过 {limit} 个字符', 'en-US': '{field} must be at most {limit} characters' },
  'invalid.minLength': { 'zh-CN': '{field} 不能少于 {limit} 个字符', 'en-US': '{field} must be at least {limit} characters' },
  'invalid.maximum': { 'zh-CN': '{field} 不能大于 {limit}', 'en-US': '{field} must be at most {limit}' },
  'invalid.minimum': { 'zh-CN': '{field} 不能小于 {limit}', 'en-US': '{field} must be at least {limit}' },
  'invalid.maxItems': { 'zh-CN': '{field} 最多 {limit} 项', 'en-US': '{field} may have at most {limit} items' },
  'invalid.minItems': { 'zh-CN': '{field} 至少 {limit} 项', 'en-US': '{field} needs at least {limit} items' },
  'invalid.format': { 'zh-CN': '{field} 格式不正确', 'en-US': '{field} is not in the right format' },
  'invalid.extra': { 'zh-CN': '不支持的字段 {field}', 'en-US': 'unknown field {field}' },
  'invalid.character': { 'zh-CN': '{field} 含有不允许的字符', 'en-US': '{field} contains a character that is not allowed' },
  'invalid.body': { 'zh-CN': '请求内容格式不正确', 'en-US': 'the request body is not in the right format' },
  tokenInvalid: { 'zh-CN': '登录已失效，请重新登录', 'en-US': 'Your session has expired, please sign in again' },
  accountDisabled: { 'zh-CN': '账号已被停用，请联系管理员', 'en-US': 'This account has been disabled, please contact the administrator' },
  forbidden: { 'zh-CN': '没有权限执行此操作', 'en-US': 'You are not allowed to do this' },
  notFound: { 'zh-CN': '资源不存在', 'en-US': 'The resource does not exist' },
  fileForbidden: { 'zh-CN': '文件地址无效或已过期，请重新打开页面', 'en-US': 'This file address is not valid or has expired: open the page again' },
  routeNotFound: { 'zh-CN': '接口不存在', 'en-US': 'No such API route' },
  'invalid.tooLarge': { 'zh-CN': '请求内容过大', 'en-US': 'the request is too large' },
  'invalid.mediaType': { 'zh-CN': '不支持的请求内容类型', 'en-US': 'the content type of the request is not supported' },
  'invalid.uriTooLong': { 'zh-CN': '请求地址过长', 'en-US': 'the request address is too long' },
  'invalid.headersTooLarge': { 'zh-CN': '请求头过大', 'en-US': 'the request headers are too large' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try later' },
  serverError: { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Something went wrong on the server, please try later' },
} as const satisfies Messages;

export type Locale = 'zh-CN' | 'en-US';
export type Messages = Record<string, Record<Locale, string>>;
/** Values put into a message; a value given in both languages (a field's label) is put in the reader's. */
export type MessageParams = Record<string, string | number | Readonly<Record<Locale, string>>>;

/**
 * The message catalogues by owner: core's here, and each module's messages.json, which its entry adds
 * to this interface (declaration merging), so a key is typed wherever it is used.
 */
export interface MessageCatalogs {
  core: typeof coreMessages;
}
export type MessageKey = { [Owner in keyof MessageCatalogs]: keyof MessageCatalogs[Owner] }[keyof MessageCatalogs];

const catalog: Messages = { ...coreMessages };

/** A module's messages join the lookup when the module is created (every module's create function adds its own). */
export function addMessages(messages: Messages): void {
  Object.assign(catalog, messages);
}

export function isMessageKey(key: string): key is MessageKey {
  return key in catalog;
}

export function pickLocale(acceptLanguage: string | undefined): Locale {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en-US' : 'zh-CN';
}

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const message = catalog[key];
  if (!message) throw new Error(`message ${key} belongs to a module that was not created`);
  return message[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

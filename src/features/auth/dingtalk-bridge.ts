/**
 * The only code that talks to DingTalk's JavaScript API (`dingtalk-jsapi`, the official
 * client package). It is imported lazily, only inside the DingTalk chat app, so other
 * browsers never load it.
 */
import requestAuthCode from 'dingtalk-jsapi/api/runtime/permission/requestAuthCode';

/** A one-time auth code (five minutes, once) for the signed-in DingTalk user of the corporation. */
export async function requestDingTalkAuthCode(corpId: string): Promise<string> {
  const { code } = await requestAuthCode({ corpId });
  if (!code) throw new Error('DingTalk answered without an auth code');
  return code;
}

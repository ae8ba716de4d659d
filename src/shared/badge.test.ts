import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { chatAppDeepLink, inChatApp } from './local-session';

describe('notification badge', () => {
  it('shows the count below 99 and 99+ from 99 on', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(98)).toBe('98');
    expect(badgeText(99)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});

describe('chat app', () => {
  it('is recognised by its user agent', () => {
    expect(inChatApp('Mozilla/5.0 (Windows NT 10.0) AliApp(DingTalk/7.0.10)')).toBe(true);
    expect(inChatApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
  });
  it('opens the admin site through a deep link with corporation and agent ids', () => {
    const link = new URL(chatAppDeepLink('ding-corp', '2026001', 'http://admin.example/admin/?token=t'));
    expect(link.protocol).toBe('dingtalk:');
    expect(link.searchParams.get('corpid')).toBe('ding-corp');
    expect(link.searchParams.get('app_id')).toBe('0_2026001');
    expect(link.searchParams.get('redirect_url')).toBe('http://admin.example/admin/?token=t');
  });
});

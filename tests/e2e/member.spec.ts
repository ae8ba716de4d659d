/**
 * The member area: learner01 edits the profile (Guangdong > Shenzhen > Nanshan in the area
 * picker), changes the avatar and sees it in the header, binds a mobile with the code the
 * server logged; reads the credit chart and redeems goods in the credits mall (balance drops,
 * the record is collectable; beyond the balance or the stock is refused with the reason);
 * with the shop disabled in the site config the shop routes go Home.
 *
 * learner01's earned credits (home, rankings) do not change: a redemption only spends. The
 * avatar is put back at the end; the mobile is a new number per language.
 *
 * The password change runs as emp0170 (zh-CN) and emp0171 (en-US), which no other spec uses,
 * and puts the password back at the end.
 */
import { gradientPng } from '../../server/seed/png.js';
import { latestCode } from './code-log.js';
import { expect, EMPLOYEE_PASSWORD, GRAPHQL_URL, LEARNER, apiLogin, employee, operationName, storedToken, test } from './fixtures.js';


const TEXT = {
  'zh-CN': {
    saved: '个人信息已保存',
    mobileInvalid: '请输入正确的11位手机号',
    bound: '绑定成功',
    chartTime: '近 12 个月获得的积分',
    chartType: '近 12 个月各类积分',
    byType: '按类型',
    balance: /^我的可用积分：(\d+)$/,
    collectable: '待领取',
    records: '兑换记录',
    redeemed: '兑换成功，请等待领取',
    userType: '正式',
    employeeType: '全职',
    passwordsDiffer: '两次密码不一致',
    oldPasswordWrong: '原密码错误',
    passwordChanged: '密码已修改',
    memberPoint: '我的积分',
  },
  'en-US': {
    saved: 'Your profile has been saved',
    mobileInvalid: 'Please enter a correct 11-digit number',
    bound: 'Bound to your account',
    chartTime: 'Credits earned in the last 12 months',
    chartType: 'Credits by type, last 12 months',
    byType: 'By type',
    balance: /^Credits you can spend: (\d+)$/,
    collectable: 'Collectable',
    records: 'Redemptions',
    redeemed: 'Redeemed: collect it when it is handed out',
    userType: 'Official',
    employeeType: 'Full-time',
    passwordsDiffer: 'Two passwords differ',
    oldPasswordWrong: 'The current password is wrong',
    passwordChanged: 'Your password has been changed',
    memberPoint: 'My credits',
  },
} as const;

test('learner01 edits the profile with the area picker, changes the avatar and binds a mobile with the logged code', async ({ page, lang, request, signInViaApi, toasts, baseURL }) => {
  const text = TEXT[lang];
  const { token } = await apiLogin(request, LEARNER);
  const before = (await (await request.get('/api/users', { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } })).json()) as { data: { photo: string } };
  await signInViaApi();
  await page.goto('/member/member-info');
  await expect(page.getByTestId('profile-name')).toContainText(LEARNER.name!);
  await expect(page.getByTestId('profile-user-type')).toContainText(text.userType);
  await expect(page.getByTestId('profile-employee-type')).toContainText(text.employeeType);

  // The area picker: province, then its cities, then the districts (each level loaded on choice).
  const picker = page.getByTestId('area-picker');
  await picker.click();
  await page.getByRole('option', { name: '广东省' }).click();
  await page.getByRole('option', { name: '深圳市' }).click();
  await page.getByRole('option', { name: '南山区' }).click();
  await expect(picker).toHaveText('广东省 / 深圳市 / 南山区');
  await page.getByTestId('profile-save').click();
  await expect.poll(() => toasts.messages()).toContain(text.saved);
  await page.reload();
  await expect(page.getByTestId('area-picker')).toHaveText('广东省 / 深圳市 / 南山区');

  // The avatar through the shared uploader: the header shows the new one.
  const png = gradientPng(64, 64, '#2d72d2', '#cd4246', lang === 'zh-CN' ? 1 : 2);
  await page.getByTestId('avatar-uploader').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', /^\/files\/uploads\//);
  const src = await page.getByTestId('profile-avatar').getAttribute('src');
  await expect(page.locator('.portal-header__avatar')).toHaveAttribute('src', src!);

  // Binding a mobile: 11 digits, then the code the server logged.
  const mobile = lang === 'zh-CN' ? '13911110001' : '13911110002';
  await page.getByTestId('bind-open').click();
  await page.getByTestId('bind-target').fill('1391111');
  await page.getByTestId('bind-send').click();
  await expect(page.getByTestId('bind-error')).toHaveText(text.mobileInvalid);
  await page.getByTestId('bind-target').fill(mobile);
  await page.getByTestId('bind-send').click();
  await expect.poll(() => latestCode(new URL(baseURL!).port, mobile)).not.toBeNull();
  await page.getByTestId('bind-code').fill(latestCode(new URL(baseURL!).port, mobile)!);
  await page.getByTestId('bind-submit').click();
  await expect(page.getByTestId('profile-mobile')).toContainText(mobile);
  await expect.poll(() => toasts.messages()).toContain(text.bound);

  // Put the avatar back (other specs see learner01's header).
  const restored = await request.put('/api/users', { data: { photo: before.data.photo }, headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
  expect(restored.ok()).toBe(true);
});

test('credits chart in the reader\'s language; redeeming lowers the balance and lists a collectable record; refusals say why; no shop when disabled', { tag: '@both' }, async ({ page, lang, signInViaApi }) => {
  const text = TEXT[lang];
  await signInViaApi();
  await page.goto('/member/member-point');
  const chart = page.getByTestId('credit-chart');
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(chart).toHaveAttribute('aria-label', text.chartTime);
  await expect(chart.locator('canvas')).toBeVisible();
  await page.getByText(text.byType, { exact: true }).click();
  await expect(chart).toHaveAttribute('aria-label', text.chartType);
  const remaining = Number(await page.getByTestId('credits-remaining').textContent());
  expect(remaining).toBeGreaterThan(100);

  await page.getByTestId('to-shop').click();
  await expect(page).toHaveURL(/\/member\/member-shop$/);
  const balance = page.getByTestId('shop-balance');
  await expect(balance).toHaveText(text.balance);
  const start = Number(text.balance.exec((await balance.textContent())!)![1]);
  expect(start).toBe(remaining);

  const card = (title: string) => page.getByTestId('goods-card').filter({ hasText: title });
  await card('定制笔记本').getByTestId('goods-redeem').click();
  await page.getByTestId('redeem-confirm').click();
  await expect(page.getByTestId('redeem-dialog')).toBeHidden();
  const balanceText = (n: number) => (lang === 'zh-CN' ? `我的可用积分：${n}` : `Credits you can spend: ${n}`);
  await expect(balance).toHaveText(balanceText(start - 50));
  await page.getByRole('tab', { name: text.records }).click();
  const first = page.getByTestId('convert-record').first();
  await expect(first).toContainText('定制笔记本');
  await expect(first.getByTestId('record-status')).toHaveText(text.collectable);

  // Beyond the balance, beyond the stock: not offered, the reason said, nothing spent (the
  // server refuses them too: tests/api/member.test.ts).
  await page.getByRole('tab', { name: lang === 'zh-CN' ? '商品' : 'Goods' }).click();
  await expect(card('降噪蓝牙耳机').getByTestId('goods-redeem')).toBeDisabled();
  await expect(card('降噪蓝牙耳机').getByTestId('goods-redeem')).toHaveText(lang === 'zh-CN' ? '积分不足' : 'Not enough credits');
  await card('不锈钢保温杯').getByTestId('goods-redeem').click();
  await page.getByTestId('redeem-quantity').fill('3');
  await expect(page.getByTestId('redeem-blocked')).toContainText(lang === 'zh-CN' ? '库存不足' : 'Not enough in stock');
  await expect(page.getByTestId('redeem-confirm')).toBeDisabled();
  await page.getByTestId('redeem-cancel').click();
  await expect(page.getByTestId('redeem-dialog')).toBeHidden();
  await expect(balance).toHaveText(balanceText(start - 50));

  // The site config turns the shop off: both shop routes go Home.
  await page.route(GRAPHQL_URL, async (route) => {
    if (operationName(route.request()) !== 'SiteConfig') return route.continue().catch(() => undefined);
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data?: { siteConfig?: { shopEnabled?: boolean } } };
      if (json.data?.siteConfig) json.data.siteConfig.shopEnabled = false;
      await route.fulfill({ response, json });
    } catch {
      // The page navigated on while the answer was read: nothing left to answer.
    }
  });
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shopStatus'))).toBe('0');
  await page.goto('/member/member-shop');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/shop-show/1');
  await expect(page).toHaveURL(/\/home$/);
});

test('an employee changes the password from member-info and stays signed in with the new token', async ({ page, lang, request, signInViaApi, toasts }) => {
  const text = TEXT[lang];
  const account = employee(lang === 'zh-CN' ? 170 : 171);
  const changed = 'Changed@2027';
  const putBack = (token: string) =>
    request.put('/api/users/updatePass', { data: { old_password: changed, password: EMPLOYEE_PASSWORD, password_confirmation: EMPLOYEE_PASSWORD }, headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
  // A run stopped half-way left the changed password: put it back first.
  const login = async (password: string) =>
    (await (await request.post('/api/login', { data: { account: account.account, password }, headers: { DeviceType: 'PC' } })).json()) as { code: number; data?: { remember_token: string } };
  if ((await login(EMPLOYEE_PASSWORD)).code !== 200) {
    const leftOver = await login(changed);
    if (leftOver.data) await putBack(leftOver.data.remember_token);
  }
  const { token: before } = await signInViaApi(account);
  await page.goto('/member/member-info');
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await page.getByTestId('password-open').click();
  const dialog = page.getByTestId('password-dialog');
  await page.getByTestId('password-old').fill('Wrong@2026');
  await page.getByTestId('password-new').fill(changed);
  await page.getByTestId('password-confirm').fill('Changed@2028');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText(text.passwordsDiffer, { exact: true })).toBeVisible();
  await page.getByTestId('password-confirm').fill(changed);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-error')).toHaveText(text.oldPasswordWrong);
  await page.getByTestId('password-old').fill(EMPLOYEE_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => toasts.messages()).toContain(text.passwordChanged);

  // Every older token is revoked; the page goes on with the new one, also after a reload.
  const after = await storedToken(page);
  expect(after).not.toBe(before);
  const old = (await (await request.get('/api/users', { headers: { Authorization: `Bearer ${before}`, DeviceType: 'PC' } })).json()) as { code: number };
  expect(old.code).not.toBe(200);
  await page.getByRole('menuitem', { name: text.memberPoint, exact: true }).click();
  await expect(page).toHaveURL(/\/member\/member-point$/);
  await expect(page.getByTestId('credits-remaining')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('credits-remaining')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/member-point$/);

  const restored = (await (await putBack(after!)).json()) as { code: number };
  expect(restored.code).toBe(200);
});

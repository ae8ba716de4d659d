/**
 * The back office's announcements (src/admin/features/announcements): admin01 sends an
 * announcement to a new department from the compose dialog; an employee of that department
 * opens the portal and finds it in the bell, tagged as an announcement; once they have opened
 * it, the list counts it read. One language: the other one's texts are checked by the type of
 * the texts.
 */
import { axeViolations, settleTransitions } from './axe';
import { ADMIN, apiLogin, employee, expect, signInAs, test } from './fixtures';

const T = {
  nav: 'Announcements',
  compose: 'New announcement',
  title: 'Title',
  body: 'Text',
  departments: 'Departments (with their sub-departments)',
  send: 'Send',
  sent: 'Announcement sent to 1 person',
  tag: 'Announcement',
};

test('admin01 sends an announcement to a new department and its employee sees it in the bell; the list then counts it read', async ({ page, request, signInViaApi }) => {
  const stamp = Date.now() % 100000;
  const department = `Onboarding ${stamp}`;
  const title = `Welcome week ${stamp}`;
  const body = 'Lunch with the team on Friday at noon.';
  const person = employee(186);

  // The new department and its one employee, set up through the back office's REST API.
  const { token: portal, user } = await apiLogin(request, ADMIN);
  const headers = (token: string) => ({ Authorization: `Bearer ${token}`, DeviceType: 'PC' });
  const office = ((await (await request.post('/api/adminUser/login', { data: { user_id: user.id }, headers: headers(portal) })).json()) as { data: { remember_token: string } }).data.remember_token;
  const created = (await (await request.post('/api/admin/departments', { data: { name: department, parent_id: null }, headers: headers(office) })).json()) as { data: { id: number } };
  const { user: employeeUser } = await apiLogin(request, person);
  const moved = await request.put('/api/admin/employees/department', { data: { user_ids: [employeeUser.id], department_id: created.data.id }, headers: headers(office) });
  expect(moved.ok()).toBe(true);

  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: T.nav }).click();
  await expect(admin).toHaveURL(/\/admin\/announcements$/);
  await expect(admin.getByRole('heading', { level: 1, name: T.nav })).toBeVisible();

  await admin.getByTestId('announce-new').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(T.title).fill(title);
  await dialog.getByLabel(T.body).fill(body);
  await dialog.getByText(T.departments).click();
  await dialog.getByTestId('announce-departments').getByText(department, { exact: true }).click();
  await expect(dialog.getByText('1 department chosen')).toBeVisible();
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the compose dialog').toEqual([]);
  await dialog.getByRole('button', { name: T.send }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: T.sent })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(department);
  await expect(row).toContainText('Sent');
  await expect(row.getByTestId('announce-read')).toHaveText('0 of 1');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the announcements').toEqual([]);

  // The employee of that department: the bell counts it, its panel shows it as an announcement.
  await signInAs(page, request, person);
  await page.goto('/home');
  await expect(page.getByTestId('bell-badge')).toBeVisible();
  await page.getByTestId('bell').click();
  const item = page.getByTestId('notify-panel').getByTestId('notify-item').filter({ hasText: title });
  await expect(item).toContainText(`${title}: ${body}`);
  await expect(item).toContainText(T.tag);
  await expect(page.getByTestId('notify-panel')).toBeVisible();
  await settleTransitions(page);
  await page.screenshot({ path: test.info().outputPath('bell.png') });
  await item.click();

  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: title }).getByTestId('announce-read')).toHaveText('1 of 1');
});

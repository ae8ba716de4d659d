/**
 * The back office's organisation page (src/admin/features/organisation): admin01 builds a small
 * department tree, meets the server's refusal of a name a sibling has at the name's field and
 * corrects it, deletes and merges departments after a confirmation, adds and disables a
 * position, moves two employees chosen on the list into the new department, and finds the
 * changes in the audit trail in the reader's words. One language: the
 * other one's texts are checked by the type of the texts and by admin.spec.ts.
 */
import { axeViolations } from './axe';
import { ADMIN, employee, expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const T = {
  organisation: 'Organisation',
  addTop: 'New top-level department',
  addChild: 'New sub-department',
  name: 'Name',
  save: 'Save',
  confirm: 'Confirm',
  delete: 'Delete',
  merge: 'Merge into…',
  into: 'Merge into',
  taken: (name: string) => `There is already a department called “${name}” under the same parent`,
  created: (name: string) => `Department “${name}” created`,
  deleted: (name: string) => `“${name}” deleted`,
  merged: (name: string) => `“${name}” merged`,
  addPosition: 'New position',
  positionCreated: (name: string) => `Position “${name}” created`,
  audit: 'Audit trail',
  createdAction: 'Department created',
  mergedAction: 'Department merged',
};

/** The tree's node of a department. */
const node = (page: Page, name: string) => page.locator('.bp6-tree-node-content').filter({ has: page.locator('.bp6-tree-node-label', { hasText: new RegExp(`^${name}$`) }) });

test('admin01 builds departments, corrects a refused name at its field, deletes and merges after a confirmation, adds a position, and reads it all in the audit trail', async ({ page, signInViaApi }) => {
  const top = `Training Centre ${Date.now() % 100000}`;
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: T.organisation }).click();
  await expect(admin).toHaveURL(/\/admin\/organisation$/);
  await expect(admin.getByRole('heading', { level: 1, name: T.organisation })).toBeVisible();

  const create = async (name: string) => {
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(T.name).fill(name);
    await dialog.getByRole('button', { name: T.save }).click();
  };
  await admin.getByTestId('add-top-department').click();
  await create(top);
  await expect(admin.locator('.bp6-toast').filter({ hasText: T.created(top) })).toBeVisible();
  await node(admin, top).click();
  await expect(admin.getByTestId('department-detail')).toContainText(top);

  await admin.getByRole('button', { name: T.addChild }).click();
  await create('Lecturers');
  await expect(admin.getByRole('dialog')).toBeHidden();
  await node(admin, top).click();
  await admin.getByRole('button', { name: T.addChild }).click();
  await create('Lecturers');
  // Refused at the field, the form kept: corrected and sent again.
  const dialog = admin.getByRole('dialog');
  await expect(dialog.locator('.bp6-form-helper-text')).toHaveText(T.taken('Lecturers'));
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on a refused form').toEqual([]);
  await dialog.getByLabel(T.name).fill('Lecturer pool');
  await expect(dialog.locator('.bp6-form-helper-text')).toHaveCount(0);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(dialog).toBeHidden();

  // Its caret shows its sub-departments.
  await node(admin, top).locator('.bp6-tree-node-caret').click();
  await node(admin, 'Lecturers').click();
  await admin.getByTestId('department-detail').getByRole('button', { name: T.delete }).click();
  const ask = admin.getByRole('alertdialog');
  await expect(ask).toContainText('Lecturers');
  await ask.getByRole('button', { name: T.confirm }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: T.deleted('Lecturers') })).toBeVisible();
  await expect(node(admin, 'Lecturers')).toHaveCount(0);

  await node(admin, 'Lecturer pool').click();
  await admin.getByRole('button', { name: T.merge }).click();
  await admin.getByRole('dialog').getByLabel(T.into).selectOption({ label: top });
  await admin.getByRole('dialog').getByRole('button', { name: T.save }).click();
  await expect(admin.getByRole('alertdialog')).toContainText(`Merge “Lecturer pool” into “${top}”?`);
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on a confirmation').toEqual([]);
  await admin.getByRole('alertdialog').getByRole('button', { name: T.confirm }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: T.merged('Lecturer pool') })).toBeVisible();
  await expect(node(admin, 'Lecturer pool')).toHaveCount(0);

  const position = `Data analyst ${Date.now() % 100000}`;
  await admin.getByRole('button', { name: T.addPosition }).click();
  await create(position);
  await expect(admin.locator('.bp6-toast').filter({ hasText: T.positionCreated(position) })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: position })).toContainText('Active');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the organisation').toEqual([]);

  // Two employees chosen on the list move into the new department; its filter then shows them.
  await admin.getByRole('link', { name: 'Employees' }).click();
  const accounts = [employee(181).account, employee(182).account];
  await admin.getByTestId('employee-search').fill('emp018');
  await admin.getByTestId('employee-search').press('Enter');
  for (const account of accounts) {
    const row = admin.getByRole('row').filter({ hasText: account });
    // Blueprint draws the box over its input: the box is what a pointer presses.
    await row.locator('.bp6-control-indicator').click();
    await expect(row.getByRole('checkbox')).toBeChecked();
  }
  await admin.getByTestId('move-chosen').click();
  await admin.getByRole('dialog').getByLabel('Into the department').selectOption({ label: top });
  await admin.getByRole('dialog').getByRole('button', { name: T.save }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: `2 people moved to “${top}”` })).toBeVisible();
  await admin.getByTestId('employee-search').fill('');
  await admin.getByTestId('employee-search').press('Enter');
  await admin.getByTestId('department-filter').selectOption({ label: top });
  await expect(admin.getByRole('row').filter({ hasText: /emp018[12]/ })).toHaveCount(2);
  await expect(admin.getByRole('row')).toHaveCount(3);

  // A new password for one of them: a weak one refused at the field, then set.
  const someone = admin.getByRole('row').filter({ hasText: employee(181).account });
  const someoneName = (await someone.getByRole('cell').nth(2).textContent())!;
  await someone.getByRole('button', { name: `Set password ${someoneName}` }).click();
  const passwordDialog = admin.getByRole('dialog');
  await passwordDialog.getByLabel('New password').fill('12345678');
  await passwordDialog.getByRole('button', { name: T.save }).click();
  await expect(passwordDialog.locator('.bp6-form-helper-text')).toHaveText('The password must be 8-16 characters with at least two of digits, letters and symbols');
  await passwordDialog.getByLabel('New password').fill('Reset@2026x');
  await passwordDialog.getByRole('button', { name: T.save }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: `New password set for “${someoneName}”` })).toBeVisible();
  await someone.getByRole('button', { name: `Unlock ${someoneName}` }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: `“${someoneName}” is not locked` })).toBeVisible();

  await admin.getByRole('link', { name: T.audit }).click();
  await expect(admin.getByRole('row').filter({ hasText: T.mergedAction }).first()).toContainText(`Merged into: none → ${top}`);
  await expect(admin.getByRole('row').filter({ hasText: T.createdAction }).filter({ hasText: top }).first()).toContainText(ADMIN.name!);
});

test('admin01 adds an employee through the form, corrects a refused mobile at its field, hands out the generated password, and makes them a lecturer', async ({ page, signInViaApi }) => {
  const stamp = Date.now() % 100000000;
  const account = `hire.${stamp}`;
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await expect(admin.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();

  await admin.getByTestId('employee-add').click();
  const form = admin.getByRole('dialog');
  await expect(form).toContainText('Add an employee');
  await form.getByLabel('Account').fill(account);
  await form.getByLabel(/^Name/).fill('Nora Hire');
  await form.getByLabel('Mobile').fill('139123');
  await form.getByLabel('Department').selectOption({ index: 1 });
  await form.getByRole('button', { name: T.save }).click();
  // The server's refusal at its field; the form stays to correct it.
  const mobileGroup = form.locator('.bp6-form-group').filter({ has: admin.getByLabel('Mobile') });
  await expect(mobileGroup.locator('.bp6-form-helper-text')).toHaveText('Mobile must be 11 digits');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the refused employee form').toEqual([]);
  await form.getByLabel('Mobile').fill(`139${String(stamp).padStart(8, '0')}`);
  await form.getByRole('button', { name: T.save }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: 'Nora Hire added' })).toBeVisible();
  // The generated password, shown this once, signs the new employee in.
  const issued = (await admin.getByTestId('issued-password').textContent())!.trim();
  expect(issued).toMatch(/^\S{8,16}$/);
  await admin.getByRole('button', { name: 'Done' }).click();

  await admin.getByTestId('employee-search').fill(account);
  await admin.getByTestId('employee-search').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('Learner');
  await row.getByRole('button', { name: 'Edit Nora Hire' }).click();
  await expect(form.getByLabel('Account')).toHaveValue(account);
  await form.getByLabel('Role').selectOption('LECTURER');
  await form.getByLabel('Employee type').selectOption('INTERN');
  await form.getByRole('button', { name: T.save }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: 'Nora Hire saved' })).toBeVisible();
  await expect(row).toContainText('Lecturer');

  const signIn = await page.request.post('/api/login', { data: { account, password: issued } });
  expect((await signIn.json()).code).toBe(200);
  await admin.getByRole('link', { name: T.audit }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Employee changed' }).first()).toContainText('Role: Learner → Lecturer');
});

test('admin01 changes a site setting: a bad icon is refused at its field, the saved copyright is what the portal shows on its next page', async ({ page, signInViaApi }) => {
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: 'Site settings' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const copyright = admin.getByLabel('Copyright (English)');
  const was = await copyright.inputValue();

  await admin.getByLabel('Icon').fill('javascript:alert(1)');
  await admin.getByTestId('settings-save').click();
  const iconGroup = admin.locator('.bp6-form-group').filter({ has: admin.getByLabel('Icon') });
  await expect(iconGroup.locator('.bp6-form-helper-text')).toHaveText('A picture path on this site (starting with /)');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the refused settings').toEqual([]);
  await admin.getByRole('button', { name: 'Discard changes' }).click();

  const line = `© Starlight Academy ${Date.now() % 100000}`;
  await copyright.fill(line);
  await admin.getByTestId('settings-save').click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: 'Site settings saved' })).toBeVisible();
  await page.reload();
  await expect(page.locator('footer')).toHaveText(line);

  // What the other journeys of this portal expect stays as it was.
  await copyright.fill(was);
  await admin.getByTestId('settings-save').click();
  await expect.poll(async () => ((await (await page.request.get('/api/config/system_webConfig')).json()) as { data: { copyright_en: string } }).data.copyright_en).toBe(was);
});

/** A 2×1 PNG: the smallest picture the back office's upload takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGPQLbr0//9/AAyRBG+JI46aAAAAAElFTkSuQmCC', 'base64');

test('admin01 adds a home banner with an uploaded picture and no link, moves it up by keyboard, the portal shows it after a reload, then deletes it', async ({ page, signInViaApi }) => {
  const title = `Summer of learning ${Date.now() % 100000}`;
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: 'Home banners' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Home banners' })).toBeVisible();
  const before = await admin.getByTestId('banner-row').count();

  await admin.getByTestId('banner-add').click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByTestId('banner-upload-input').setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByLabel('Picture')).toHaveValue(/^\/files\/uploads\/.+\.png$/);
  const picture = await form.getByLabel('Picture').inputValue();
  await expect(form.getByTestId('banner-preview')).toBeVisible();
  await expect(form.getByLabel('Opens')).toHaveValue('NONE');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the banner form').toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: `Banner “${title}” added` })).toBeVisible();
  const row = admin.getByTestId('banner-row').filter({ hasText: title });
  await expect(admin.getByTestId('banner-row')).toHaveCount(before + 1);
  await expect(row.getByRole('img', { name: title })).toHaveAttribute('src', picture);

  // One place up by keyboard: the moved banner's button keeps the focus.
  const up = admin.getByRole('button', { name: `Move “${title}” up` });
  await up.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.locator('.bp6-toast').filter({ hasText: `“${title}” moved to place ${before}` })).toBeVisible();
  await expect(admin.getByTestId('banner-row').nth(before - 1)).toContainText(title);
  await expect(up).toBeFocused();

  // The portal's home page, loaded again, has it in that place (a picture without a link).
  await page.reload();
  const slides = page.getByTestId('banner-slide');
  await expect(slides).toHaveCount(before + 1);
  await expect(slides.nth(before - 1).getByRole('img', { name: title, includeHidden: true })).toHaveAttribute('src', picture);
  await expect(slides.nth(before - 1).getByTestId('banner-link')).toHaveCount(0);

  await row.getByRole('button', { name: `Delete “${title}”` }).click();
  const ask = admin.getByRole('alertdialog');
  await expect(ask).toContainText(`Delete the banner “${title}”?`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: `Banner “${title}” deleted` })).toBeVisible();
  await expect(admin.getByTestId('banner-row')).toHaveCount(before);
});

/**
 * Courseware as lecturer01 adds it: a file of another kind is refused before anything is sent;
 * a video sent on a slow line shows its progress and can be cancelled, then is sent again,
 * registered, transcoded by the server's pipeline (the list follows it) and played in the page;
 * a text document is ready at once and read in the page. A video over the caps (4K, 3 hours)
 * is refused before it is sent when the browser reads its length and picture, else by the
 * server, whose message shows. learner01 has no courseware page in the member menu, and the
 * server refuses the list to them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogin, expect, LEARNER, test, escapeDialog, type Account } from './fixtures.js';

const LECTURER: Account = { account: 'lecturer01', password: 'Lecturer@2026', name: '王芳' };

const TEXT = {
  'zh-CN': {
    menu: '我的课件',
    heading: '我的课件',
    notSupported: '只能上传视频、音频或文档（pdf、Office、txt）文件',
    sending: /^正在上传 lesson\.mp4：\d+%$/,
    registered: (name: string) => `课件“${name}”已登记`,
    ready: '可用',
    transcoding: /^(排队等待转码|转码中 \d+%)$/,
    forbidden: '只有讲师、考评员和管理员可以管理课件',
    resolutionTooLarge: '该视频分辨率超过 4K（4096×2160，横竖均可），无法上传',
    tooLong: '该文件时长超过 3 小时，无法上传',
    serverTooLarge: '上传失败：视频分辨率不能超过 4K（4096×2160，横竖均可）',
  },
  'en-US': {
    menu: 'My courseware',
    heading: 'My courseware',
    notSupported: 'Only video, audio or document (pdf, Office, txt) files can be uploaded',
    sending: /^Uploading lesson\.mp4: \d+%$/,
    registered: (name: string) => `Courseware "${name}" registered`,
    ready: 'Ready',
    transcoding: /^(Waiting to be transcoded|Transcoding \d+%)$/,
    forbidden: 'Only lecturers, examiners and admins can manage courseware',
    resolutionTooLarge: 'This video\'s resolution is over 4K (4096×2160, landscape or portrait); it cannot be uploaded',
    tooLong: 'This file is longer than 3 hours and cannot be uploaded',
    serverTooLarge: 'The upload failed: A video\'s resolution must not exceed 4K (4096×2160, landscape or portrait)',
  },
} as const;

/** A 6-second clip ffmpeg makes from its test sources (MPEG-4 video, MP2 audio: the pipeline turns it into H.264/AAC), about 1.5 MB. */
function makeClip(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courseware-e2e-'));
  const file = path.join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=6', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6', '-c:v', 'mpeg4', '-q:v', '2', '-c:a', 'mp2', '-shortest', file]);
  return file;
}

test('lecturer01 uploads a video with its progress, cancels, sends it again, follows the transcoding and plays it; a text document reads at once', async ({ page, lang, request, signInViaApi, toasts }) => {
  test.setTimeout(150_000);
  const text = TEXT[lang];
  const clip = makeClip();
  const name = `导学视频 ${lang} ${Date.now() % 100000}`;
  await signInViaApi(LECTURER);
  await page.goto('/member/member-info');
  await page.getByRole('menuitem', { name: text.menu }).click();
  await expect(page).toHaveURL(/\/member\/member-courseware$/);
  await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();

  // Another kind of file is refused before anything is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/app\/public\/(media|document)\//.test(r.url())) sent += 1;
  });
  await page.getByTestId('courseware-file').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ not courseware') });
  await expect(page.getByTestId('courseware-choice')).toHaveText(text.notSupported);
  await expect(page.getByTestId('courseware-submit')).toHaveCount(0);

  // On a slow line the progress shows; cancel stops the request and keeps the choice.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await page.getByTestId('courseware-file').setInputFiles(clip);
  await expect(page.getByTestId('courseware-name-input')).toHaveValue('lesson');
  await page.getByTestId('courseware-name-input').fill(name);
  await page.getByTestId('courseware-submit').click();
  await expect(page.getByTestId('courseware-progress').getByRole('status')).toHaveText(text.sending);
  await expect(page.getByTestId('courseware-progress').getByRole('progressbar')).toBeVisible();
  await page.getByTestId('courseware-cancel').click();
  await expect(page.getByTestId('courseware-progress')).toHaveCount(0);
  await expect(page.getByTestId('courseware-submit')).toBeVisible();
  await expect(page.getByTestId('courseware-name-input')).toHaveValue(name);
  expect(sent).toBe(1);

  // At full speed: sent, registered, then queued or transcoding in the list until it is ready.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByTestId('courseware-submit').click();
  await expect.poll(() => toasts.messages(), { timeout: 30_000 }).toContain(text.registered(name));
  const row = page.getByTestId('courseware-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('courseware-status')).toHaveText(new RegExp(`${text.transcoding.source}|^${text.ready}$`));
  await expect(row.getByTestId('courseware-status')).toHaveText(text.ready, { timeout: 90_000 });

  // It plays in the page: the MP4 the pipeline made, with its length.
  await row.getByTestId('courseware-open').click();
  const video = page.getByTestId('courseware-video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', /^\/files\/media\/\d+\/video\.mp4\?exp=\d+&u=\d+&sig=[\w-]+$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration || 0)), { timeout: 20_000 }).toBe(6);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await escapeDialog(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A text document: registered under its file name and read at once.
  await page.getByTestId('courseware-another').click();
  await page.getByTestId('courseware-file').setInputFiles({ name: '课件说明.txt', mimeType: 'text/plain', buffer: Buffer.from('第一讲：云原生导学\n请先观看视频，再完成练习。\n') });
  await expect(page.getByTestId('courseware-name-input')).toHaveValue('课件说明');
  await page.getByTestId('courseware-submit').click();
  const doc = page.getByTestId('courseware-row').filter({ hasText: '课件说明' }).first();
  await expect(doc.getByTestId('courseware-status')).toHaveText(text.ready);
  await doc.getByTestId('courseware-open').click();
  await expect(page.getByRole('dialog', { name: '课件说明' })).toContainText('请先观看视频，再完成练习。');
  await escapeDialog(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // learner01: no courseware in the menu, and the server refuses the list.
  const { token } = await apiLogin(request, LEARNER);
  const refused = await request.get('/api/resource/courseWare', { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': lang } });
  expect(await refused.json()).toMatchObject({ code: 403, msg: text.forbidden });
  fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});

/** A tiny video ffmpeg makes (one still frame a second: a few KB even at 4K), in `dir`. */
function makeStill(dir: string, name: string, args: string[]): string {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
  return file;
}

test('a video over 4K or 3 hours is refused before it is sent when the browser can read it, else with the server\'s message', async ({ page, lang, signInViaApi }) => {
  test.setTimeout(90_000);
  const text = TEXT[lang];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courseware-caps-'));
  // WebM the browser reads (named .mkv, a Matroska name the portal takes), and MPEG-TS it cannot read (.m2t) but ffprobe can.
  const wide = makeStill(dir, 'aerial.mkv', ['-f', 'lavfi', '-i', 'color=size=4160x2160:rate=1:duration=1', '-c:v', 'libvpx', '-b:v', '50k', '-f', 'webm']);
  const long = makeStill(dir, 'all-day.mkv', ['-f', 'lavfi', '-i', 'color=size=32x32:rate=1:duration=2', '-vf', 'setpts=N*12020/TB', '-fps_mode', 'passthrough', '-c:v', 'libvpx', '-f', 'webm']);
  const transport = makeStill(dir, 'aerial.m2t', ['-f', 'lavfi', '-i', 'color=size=4160x2160:rate=1:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'mpegts']);
  await signInViaApi(LECTURER);
  await page.goto('/member/member-courseware');
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/app\/public\/(media|document)\//.test(r.url())) sent += 1;
  });

  await page.getByTestId('courseware-file').setInputFiles(wide);
  await expect(page.getByTestId('courseware-choice')).toHaveText(text.resolutionTooLarge);
  await expect(page.getByTestId('courseware-submit')).toHaveCount(0);
  await page.getByTestId('courseware-file').setInputFiles(long);
  await expect(page.getByTestId('courseware-choice')).toHaveText(text.tooLong);
  expect(sent).toBe(0);

  // The browser cannot read MPEG-TS: the file is sent and the server's refusal shows.
  await page.getByTestId('courseware-file').setInputFiles(transport);
  await expect(page.getByTestId('courseware-name-input')).toHaveValue('aerial');
  await page.getByTestId('courseware-submit').click();
  await expect(page.getByTestId('courseware-error')).toHaveText(text.serverTooLarge);
  expect(sent).toBe(1);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('learner01 has no courseware page in the member menu', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(LEARNER);
  await page.goto('/member/member-info');
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: TEXT[lang].menu })).toHaveCount(0);
});

/**
 * The generic pages: /ifream shows an http(s) address (or one of the portal's own) in a frame
 * that may use the microphone, the camera and full screen, and refuses any other scheme with a
 * message; /download shows the download address of the site config.
 */
import { expect, test } from './fixtures.js';

const TEXT = {
  'zh-CN': { refused: '只能嵌入以 http:// 或 https:// 开头的地址', missing: '没有要打开的地址', download: '客户端下载' },
  'en-US': { refused: 'Only addresses starting with http:// or https:// can be shown here', missing: 'There is no address to open', download: 'Download the client' },
} as const;

test('/ifream shows an http(s) address with its title and refuses other schemes', async ({ page, lang, signInViaApi }) => {
  const text = TEXT[lang];
  await signInViaApi();
  await page.goto('/ifream?url=/files/site/download.html&title=Client%20page');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Client page');
  const frame = page.getByTestId('embed-frame');
  await expect(frame).toHaveAttribute('allow', 'microphone; camera; fullscreen');
  await expect(frame).toHaveAttribute('title', 'Client page');
  await expect(page.frameLocator('[data-testid="embed-frame"]').getByRole('heading', { level: 1 })).toContainText('星辰学习客户端');

  for (const bad of ['javascript:alert(1)', 'data:text/html,hi']) {
    await page.goto(`/ifream?url=${encodeURIComponent(bad)}`);
    await expect(page.getByTestId('embed-refused')).toHaveText(text.refused);
    await expect(page.getByTestId('embed-frame')).toHaveCount(0);
  }
  await page.goto('/ifream');
  await expect(page.getByTestId('embed-refused')).toHaveText(text.missing);
});

test('/download shows the download address of the site config', async ({ page, lang, signInViaApi }) => {
  await signInViaApi();
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(TEXT[lang].download);
  await expect(page.frameLocator('[data-testid="embed-frame"]').getByRole('heading', { name: 'Windows' })).toBeVisible();
});

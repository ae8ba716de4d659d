import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', use: { headless: true, launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] }, viewport: { width: 1280, height: 720 } } });

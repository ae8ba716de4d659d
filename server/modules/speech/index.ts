import type { Logger } from 'pino';
import { prepareForRecognition } from './audio.js';
import { DEBIAN_EN_US_MODEL, pocketsphinxAvailable, transcribeWithPocketsphinx, type PocketsphinxOptions } from './pocketsphinx.js';
import { senseVoiceModel, SherpaEngine } from './sherpa.js';
import type { SpeechLanguage, SpeechToText, TranscribeResult } from './types.js';

export { mediaSeconds } from './audio.js';
export { scoreKeyPoints } from './key-points.js';
export type { KeyPoint, KeyPointReport, ScoreKeyPoints, SpeechLanguage, SpeechToText, TranscribeResult } from './types.js';

/**
 * Speech to text for the AI defence. Engines, chosen per language:
 *
 * - zh-CN: sherpa-onnx with the SenseVoice model in SPEECH_SHERPA_MODEL_DIR (Chinese and
 *   English); without it a Chinese recording answers { ok: false, reason: 'no-model' } and the
 *   defence goes to an examiner. Neither npm nor Debian ships a Mandarin model.
 * - en-US: sherpa-onnx too when its model is configured (SenseVoice also reads English),
 *   else Debian's pocketsphinx with pocketsphinx-en-us (SPEECH_POCKETSPHINX=off turns it off).
 *
 * Settings (environment): SPEECH_SHERPA_MODEL_DIR, SPEECH_SHERPA_THREADS (1),
 * SPEECH_POCKETSPHINX (on), SPEECH_POCKETSPHINX_PROGRAM (/usr/bin/pocketsphinx_continuous),
 * SPEECH_POCKETSPHINX_MODEL_DIR (/usr/share/pocketsphinx/model/en-us), SPEECH_TIMEOUT_MS (120000).
 */
export interface SpeechConfig {
  sherpaModelDir?: string;
  sherpaThreads: number;
  pocketsphinx: PocketsphinxOptions | null;
  timeoutMs: number;
}

export function speechConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechConfig {
  const timeoutMs = Number(env.SPEECH_TIMEOUT_MS ?? 120_000) || 120_000;
  return {
    sherpaModelDir: env.SPEECH_SHERPA_MODEL_DIR || undefined,
    sherpaThreads: Math.max(1, Number(env.SPEECH_SHERPA_THREADS ?? 1) || 1),
    pocketsphinx:
      env.SPEECH_POCKETSPHINX === 'off'
        ? null
        : { program: env.SPEECH_POCKETSPHINX_PROGRAM || '/usr/bin/pocketsphinx_continuous', modelDir: env.SPEECH_POCKETSPHINX_MODEL_DIR || DEBIAN_EN_US_MODEL, timeoutMs },
    timeoutMs,
  };
}

type Engine = { name: string; transcribe(wavPath: string): Promise<string> };

export function createSpeechToText(config: SpeechConfig, logger: Pick<Logger, 'warn' | 'info'>): SpeechToText {
  const senseVoice = senseVoiceModel(config.sherpaModelDir);
  if (config.sherpaModelDir && !senseVoice) logger.warn({ dir: config.sherpaModelDir }, 'SPEECH_SHERPA_MODEL_DIR holds no model.onnx and tokens.txt: Chinese recordings are not transcribed');
  // One engine (the model is loaded once, at its first recording).
  const sherpaEngine = senseVoice ? new SherpaEngine({ modelDir: config.sherpaModelDir!, threads: config.sherpaThreads }, senseVoice) : null;
  const sherpa: Engine | null = sherpaEngine ? { name: 'sherpa-onnx', transcribe: (wav) => sherpaEngine.transcribe(wav) } : null;
  const pocketsphinx: Engine | null =
    config.pocketsphinx && pocketsphinxAvailable(config.pocketsphinx)
      ? { name: 'pocketsphinx', transcribe: (wav) => transcribeWithPocketsphinx(wav, config.pocketsphinx!) }
      : null;
  const engines: Record<SpeechLanguage, Engine | null> = {
    'zh-CN': sherpa,
    'en-US': sherpa ?? pocketsphinx,
  };

  return {
    async transcribe(audioFile, language): Promise<TranscribeResult> {
      const engine = engines[language];
      if (!engine) {
        return language === 'zh-CN'
          ? { ok: false, reason: 'no-model', message: 'No Chinese speech model is configured (SPEECH_SHERPA_MODEL_DIR): automatic scoring is unavailable' }
          : { ok: false, reason: 'no-model', message: 'No English speech engine is available (pocketsphinx with pocketsphinx-en-us, or SPEECH_SHERPA_MODEL_DIR)' };
      }
      let prepared: Awaited<ReturnType<typeof prepareForRecognition>> | undefined;
      try {
        prepared = await prepareForRecognition(audioFile, config.timeoutMs);
        const text = await engine.transcribe(prepared.wavPath);
        return { ok: true, text, engine: engine.name };
      } catch (error) {
        logger.warn({ err: error, engine: engine.name, audioFile }, 'speech to text failed');
        return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
      } finally {
        await prepared?.cleanup();
      }
    },
  };
}

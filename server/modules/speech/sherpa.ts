import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Offline speech to text with sherpa-onnx (the `sherpa-onnx-node` package) and a SenseVoice
 * model (Chinese, English, Cantonese, Japanese, Korean) that an operator puts in a folder:
 * `model.onnx` (or `model.int8.onnx`) and `tokens.txt`, for example the
 * sherpa-onnx-sense-voice-zh-en-ja-ko-yue release. Neither npm nor Debian ships such a model,
 * so without the folder this engine is absent and the caller says so. The model is loaded
 * once, off the event loop (createAsync), and each recording is decoded off it (decodeAsync).
 */
export interface SherpaOptions {
  modelDir: string;
  threads: number;
}

interface SherpaStream {
  acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
}
interface SherpaRecognizer {
  createStream(): SherpaStream;
  decodeAsync(stream: SherpaStream): Promise<{ text: string }>;
}
interface SherpaModule {
  OfflineRecognizer: { createAsync(config: unknown): Promise<SherpaRecognizer> };
  readWave(file: string): { samples: Float32Array; sampleRate: number };
}

/** The model file in the folder, or null when the folder does not hold a usable model. */
export function senseVoiceModel(modelDir: string | undefined): { model: string; tokens: string } | null {
  if (!modelDir) return null;
  const tokens = path.join(modelDir, 'tokens.txt');
  const model = ['model.int8.onnx', 'model.onnx'].map((f) => path.join(modelDir, f)).find((f) => fs.existsSync(f));
  return model && fs.existsSync(tokens) ? { model, tokens } : null;
}

export class SherpaEngine {
  private recognizer: Promise<SherpaRecognizer> | undefined;
  private readonly sherpa: SherpaModule;

  constructor(private readonly options: SherpaOptions, private readonly files: { model: string; tokens: string }) {
    // The package is CommonJS with a native addon.
    this.sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as SherpaModule;
  }

  private load(): Promise<SherpaRecognizer> {
    this.recognizer ??= this.sherpa.OfflineRecognizer.createAsync({
      featConfig: { sampleRate: 16_000, featureDim: 80 },
      modelConfig: {
        senseVoice: { model: this.files.model, language: 'auto', useInverseTextNormalization: 1 },
        tokens: this.files.tokens,
        numThreads: this.options.threads,
        provider: 'cpu',
        debug: 0,
      },
    });
    return this.recognizer;
  }

  async transcribe(wavPath: string): Promise<string> {
    const recognizer = await this.load();
    const stream = recognizer.createStream();
    stream.acceptWaveform(this.sherpa.readWave(wavPath));
    const result = await recognizer.decodeAsync(stream);
    return result.text.trim();
  }
}

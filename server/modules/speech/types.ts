/** What the defence sessions call: speech to text behind one interface, and the key-point rule. */
export type SpeechLanguage = 'zh-CN' | 'en-US';

export type TranscribeResult =
  | { ok: true; text: string; engine: string }
  | { ok: false; reason: 'no-model' | 'unsupported-language' | 'failed'; message: string };

export interface SpeechToText {
  /** The words of a recording (any format ffmpeg reads; an absolute path) in the language asked. */
  transcribe(audioFile: string, language: SpeechLanguage): Promise<TranscribeResult>;
}

export interface KeyPoint {
  id: number;
  text: string;
  synonyms: string[];
}

export interface KeyPointReport {
  covered: number;
  total: number;
  ratio: number;
  points: { id: number; text: string; hit: boolean; matched: string | null }[];
}

export type ScoreKeyPoints = (transcript: string, points: KeyPoint[], language: SpeechLanguage) => KeyPointReport;

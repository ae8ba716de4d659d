/**
 * The rule that scores a spoken answer: which of the question's key points the transcript
 * covers. A key point is covered when its text or one of its synonyms is found in the
 * transcript; the report names the phrase that was found.
 *
 * How a phrase is found depends on its script (not on the interface language: an English
 * term inside a Chinese answer is matched as English):
 *
 * - Chinese (the phrase holds a CJK character): both texts are normalised (Unicode NFKC, so
 *   full-width letters and digits become half-width; lower case; every space, punctuation
 *   mark and symbol removed), and the phrase must appear as a contiguous part of the
 *   transcript. Recognisers write Chinese without spaces, so no word splitting is needed.
 * - English (and other space-separated text): both are split into words (letters, digits,
 *   apostrophes), each word reduced to a simple stem (possessive 's, plural -s/-es/-ies,
 *   -ing, -ed, a doubled final consonant: "running" and "runs" are "run"; Chinese characters
 *   around them are not part of a word), and the phrase's
 *   stop words dropped. The phrase is found when all its remaining words occur, in any order,
 *   within a window of the transcript as long as the phrase plus three words (speech inserts
 *   fillers and recognisers misplace small words). A phrase made only of stop words must
 *   occur as that exact word sequence.
 *
 * The score of an answer is the question's full score times `ratio` (covered / total); the
 * caller rounds it.
 */
import type { KeyPoint, KeyPointReport, ScoreKeyPoints } from './types.js';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
const NOT_TEXT = /[\s\p{P}\p{S}]/gu;
const WORD = /[\p{Script=Latin}\p{N}']+/gu;
/** Extra words allowed between a phrase's words. */
const WINDOW_SLACK = 3;

const STOP_WORDS = new Set(
  'a an the and or but of to in on at by for with from as is are was were be been being it its this that these those i you he she we they them his her our their my your me us do does did so than then there here not no can will would should could may might must have has had into about over under up down out if'.split(
    ' ',
  ),
);

function normalised(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** A simple English stem: enough to match the forms people say. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1); // running -> run, stopped -> stop
      else if (suffix === 'ed' && w.endsWith('i')) w = `${w.slice(0, -1)}y`; // studied -> study
      break;
    }
  }
  return w;
}

function words(text: string): string[] {
  return normalised(text).match(WORD) ?? [];
}

function foundChinese(phrase: string, transcript: string): boolean {
  const p = normalised(phrase).replace(NOT_TEXT, '');
  return p.length > 0 && normalised(transcript).replace(NOT_TEXT, '').includes(p);
}

function foundEnglish(phrase: string, transcriptStems: string[]): boolean {
  const phraseWords = words(phrase);
  if (phraseWords.length === 0) return false;
  const content = phraseWords.filter((w) => !STOP_WORDS.has(w)).map(stem);
  if (content.length === 0) {
    const sequence = phraseWords.map(stem);
    return transcriptStems.some((_, i) => sequence.every((w, j) => transcriptStems[i + j] === w));
  }
  const window = phraseWords.length + WINDOW_SLACK;
  for (let start = 0; start < transcriptStems.length; start++) {
    if (!content.includes(transcriptStems[start]!)) continue; // a window starts at one of the phrase's words
    const span = new Set(transcriptStems.slice(start, start + window));
    if (content.every((w) => span.has(w))) return true;
  }
  return false;
}

export const scoreKeyPoints: ScoreKeyPoints = (transcript: string, points: KeyPoint[]): KeyPointReport => {
  const transcriptStems = words(transcript).map(stem);
  const report = points.map((point) => {
    const phrases = [point.text, ...point.synonyms].filter((p) => p.trim());
    const matched = phrases.find((p) => (CJK.test(p) ? foundChinese(p, transcript) : foundEnglish(p, transcriptStems))) ?? null;
    return { id: point.id, text: point.text, hit: matched !== null, matched };
  });
  const covered = report.filter((p) => p.hit).length;
  return { covered, total: points.length, ratio: points.length ? covered / points.length : 0, points: report };
};

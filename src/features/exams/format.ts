import { Duration } from 'luxon';
import type { ExamStartRefusal } from '../../graphql/generated/exams';
import type { BlockReason } from '../../machines/exam-attempt';

/** The graph's refusal to start an attempt as the attempt machine's state (and the key of its words, exams.reason.*). */
export const BLOCK_REASONS: Record<ExamStartRefusal, BlockReason> = { NOT_OPEN: 'notOpen', ENDED: 'ended', LIMIT_REACHED: 'limitReached', NO_MAKEUP: 'noMakeup' };

/** The countdown: hh:mm:ss (hours shown only when there are some). */
export function formatCountdown(seconds: number): string {
  const duration = Duration.fromObject({ seconds: Math.max(0, Math.floor(seconds)) });
  return seconds >= 3600 ? duration.toFormat('hh:mm:ss') : duration.toFormat('mm:ss');
}

/** Whole minutes and the remaining seconds of a time used. */
export function minutesSeconds(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

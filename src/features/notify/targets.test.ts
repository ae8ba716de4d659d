import { describe, expect, it } from 'vitest';
import { notifyKindKey, notifyTarget } from './targets';

describe('notification targets', () => {
  it('opens each kind at its page with the target id', () => {
    expect(notifyTarget('COURSE', '7')).toEqual({ to: '/course/course-show/$id', params: { id: 7 } });
    expect(notifyTarget('LEARNING_MAP', '3')).toEqual({ to: '/knowledge/map-detail', search: { mapId: 3 } });
    expect(notifyTarget('ONLINE_TRAINING', '4')).toEqual({ to: '/mine-train/mine-train-show/$id', params: { id: 4 } });
    expect(notifyTarget('OFFLINE_TRAINING', '5')).toEqual({ to: '/mine-train/mine-train-show/$id', params: { id: 5 } });
    expect(notifyTarget('LIVE_REMINDER', '9')).toEqual({ to: '/member/member-course' });
    for (const kind of ['OFFLINE_DEFENCE', 'REMOTE_DEFENCE', 'INTERACTIVE_DEFENCE', 'AI_DEFENCE'] as const) {
      expect(notifyTarget(kind, '2')).toEqual({ to: '/knowledge/replay-explain', search: { id: 2 } });
    }
    expect(notifyTarget('FORMAL_EXAM', '8')).toEqual({ to: '/mine-exam/mine-exam-explain/$id', params: { id: 8 } });
    expect(notifyTarget('CLASS_TEST', '8')).toEqual({ to: '/course/exam-show/$id', params: { id: 8 } });
    expect(notifyTarget('MAP_EXAM', '8')).toEqual({ to: '/knowledge/stage-exam-explain', search: { id: 8 } });
    expect(notifyTarget('TRAINING_EXAM', '8')).toEqual({ to: '/mine-exam/mine-exam-explain/$id', params: { id: 8 } });
  });
  it('opens the list page of its kind without a target id', () => {
    expect(notifyTarget('COURSE', null)).toEqual({ to: '/course' });
    expect(notifyTarget('OFFLINE_DEFENCE', null)).toEqual({ to: '/member/memberAssess' });
  });
  it('system notices open nothing', () => {
    expect(notifyTarget('MUTE_REMINDER', '5')).toBeNull();
    expect(notifyTarget('ANNOUNCEMENT', null)).toBeNull();
    expect(notifyTarget('SYSTEM_NOTICE', null)).toBeNull();
  });
  it("a reply in a course's Q&A opens that course's Q&A and is tagged as an interaction", () => {
    expect(notifyTarget('COURSE_QUESTION_REPLY', '13')).toEqual({ to: '/course/question-show/$id', params: { id: 13 } });
    expect(notifyTarget('COURSE_QUESTION_REPLY', null)).toEqual({ to: '/member/member-question' });
    expect(notifyKindKey('COURSE_QUESTION_REPLY')).toBe('notify.tabs.2');
    expect(notifyKindKey('INTERACTIVE_DEFENCE')).toBe('notify.types.8');
    expect(notifyKindKey('MUTE_REMINDER')).toBe('notify.systemTypes.1');
    expect(notifyKindKey('ANNOUNCEMENT')).toBe('notify.systemTypes.2');
    expect(notifyKindKey('SYSTEM_NOTICE')).toBe('notify.systemLabel');
  });
});

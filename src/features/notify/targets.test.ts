import { describe, expect, it } from 'vitest';
import { notifyKindKey, notifyTarget } from './targets';

describe('notification targets', () => {
  it('opens each item type at its page with the target id', () => {
    expect(notifyTarget(1, 1, 7)).toEqual({ to: '/course/course-show/$id', params: { id: 7 } });
    expect(notifyTarget(1, 2, 3)).toEqual({ to: '/knowledge/map-detail', search: { mapId: 3 } });
    expect(notifyTarget(1, 3, 4)).toEqual({ to: '/mine-train/mine-train-show/$id', params: { id: 4 } });
    expect(notifyTarget(1, 4, 5)).toEqual({ to: '/mine-train/mine-train-show/$id', params: { id: 5 } });
    expect(notifyTarget(1, 5, 9)).toEqual({ to: '/member/member-course' });
    for (const type of [6, 7, 8, 9]) expect(notifyTarget(4, type, 2)).toEqual({ to: '/knowledge/replay-explain', search: { id: 2 } });
    expect(notifyTarget(1, 10, 8)).toEqual({ to: '/mine-exam/mine-exam-explain/$id', params: { id: 8 } });
    expect(notifyTarget(1, 11, 8)).toEqual({ to: '/course/exam-show/$id', params: { id: 8 } });
    expect(notifyTarget(1, 12, 8)).toEqual({ to: '/knowledge/stage-exam-explain', search: { id: 8 } });
    expect(notifyTarget(1, 13, 8)).toEqual({ to: '/mine-exam/mine-exam-explain/$id', params: { id: 8 } });
  });
  it('opens the list page of its kind without a target id', () => {
    expect(notifyTarget(1, 1, null)).toEqual({ to: '/course' });
    expect(notifyTarget(4, 6, null)).toEqual({ to: '/member/memberAssess' });
  });
  it('system notices and unknown types open nothing', () => {
    expect(notifyTarget(3, 1, 5)).toBeNull();
    expect(notifyTarget(1, 99, 5)).toBeNull();
  });
  it("a reply in a course's Q&A (interaction, no item type) opens that course's Q&A and is tagged as an interaction", () => {
    expect(notifyTarget(2, 0, 13)).toEqual({ to: '/course/question-show/$id', params: { id: 13 } });
    expect(notifyTarget(2, 0, null)).toEqual({ to: '/member/member-question' });
    expect(notifyKindKey(2, 0)).toBe('notify.tabs.2');
    expect(notifyKindKey(4, 8)).toBe('notify.types.8');
    expect(notifyKindKey(3, 1)).toBe('notify.systemTypes.1');
  });
});

import { describe, expect, it } from 'vitest';
import { dayItemKey, dayItemTarget, dayItemTitle, dayItemType, libraryKind, medalOf, progressKey, progressStatus, recordKind, recordTarget, splitStudyTime } from './rules';
import type { DayItem } from './types';

const times = { progress: 'NOT_STARTED', startsAt: '2026-11-22T01:00:00.000Z', endsAt: '2026-11-22T02:00:00.000Z' } as const;
const live: DayItem = { __typename: 'LiveLessonDayItem', ...times, lessonId: '7', lessonTitle: 'L', courseId: '3', courseTitle: 'C', lecturerName: null, lecturerTitle: null, playback: 'NONE', playbackUrl: null };
const exam: DayItem = { __typename: 'ExamDayItem', ...times, title: 'E', durationMinutes: 60, passScore: 60, exam: { id: '3' } };
const offline: DayItem = { __typename: 'OfflineTrainingDayItem', ...times, trainingId: '4', name: 'F', address: null, isEnrolled: null };
const online: DayItem = { __typename: 'OnlineTrainingDayItem', ...times, taskId: '5', name: 'O', stageCount: 1, courseCount: 0, examCount: 0, questionnaireCount: 0, defenceCount: 0 };
const map: DayItem = { __typename: 'LearningMapStageDayItem', ...times, mapId: '6', mapTitle: 'M', stageId: '2', stageIndex: 1, stageTitle: 'S', studyOrder: null };
const defence: DayItem = { __typename: 'DefenceDayItem', ...times, defenceId: '8', title: 'D', kind: null, address: null };

describe('ranking medals', () => {
  it('gives rows 1-3 a medal and numbers from 4', () => {
    expect([1, 2, 3, 4, 10].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('study time', () => {
  it('splits seconds into hours and minutes', () => {
    expect(splitStudyTime(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitStudyTime(59)).toEqual({ hours: 0, minutes: 0 });
    expect(splitStudyTime(3725)).toEqual({ hours: 1, minutes: 2 });
    expect(splitStudyTime(90_000)).toEqual({ hours: 25, minutes: 0 });
    expect(splitStudyTime(null)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('library kinds', () => {
  it('maps the suffixes of the spec, case-insensitively', () => {
    expect(['pdf', 'PPT', 'pptx', 'txt', 'doc', '.docx', 'xls', 'xlsx', 'mp4', null].map(libraryKind)).toEqual(['pdf', 'ppt', 'ppt', 'txt', 'doc', 'doc', 'xls', 'xls', 'other', 'other']);
  });
});

describe('study day items', () => {
  it('titles each kind by its own field and names its spec type', () => {
    expect([live, exam, offline, online, map, defence].map(dayItemTitle)).toEqual(['C', 'E', 'F', 'O', 'M', 'D']);
    expect([live, exam, offline, online, map, defence].map(dayItemType)).toEqual(['live', 'exam', 'offline_train', 'online_train', 'map', 'defence']);
  });

  it('keys each item uniquely within a day (a map by its stage too)', () => {
    expect([live, exam, offline, online, map, defence].map(dayItemKey)).toEqual(['live-7', 'exam-3', 'offline-4', 'online-5', 'map-6-2', 'defence-8']);
  });

  it('leads each kind to its page; a live class opens the live entry instead', () => {
    expect(dayItemTarget(exam)).toEqual({ to: '/mine-exam/mine-exam-explain/$id', id: 3 });
    expect(dayItemTarget(offline)).toEqual({ to: '/mine-train/mine-train-show/$id', id: 4 });
    expect(dayItemTarget(online)).toEqual({ to: '/mine-task/mine-task-show/$id', id: 5 });
    expect(dayItemTarget(map)).toEqual({ to: '/knowledge/map-detail', search: { mapId: 6 } });
    expect(dayItemTarget(defence)).toEqual({ to: '/knowledge/replay-explain', search: { id: 8 } });
    expect(dayItemTarget(live)).toBeNull();
  });

  it('labels the progress and gives the spec status 0-2', () => {
    expect((['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const).map(progressKey)).toEqual(['notStarted', 'inProgress', 'completed']);
    expect((['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const).map(progressStatus)).toEqual([0, 1, 2]);
  });
});

describe('study records', () => {
  it('names each kind', () => {
    expect((['COURSE', 'EXAM', 'TASK', 'LEARNING_MAP'] as const).map((kind) => recordKind({ kind }))).toEqual(['course', 'exam', 'task', 'map']);
  });

  it('leads to the course (FaceShow for face to face), the exam, the task or the map', () => {
    expect(recordTarget({ kind: 'COURSE', targetId: '5', courseType: 'FACE_TO_FACE' })).toEqual({ to: '/course/face-show/$id', id: 5 });
    expect(recordTarget({ kind: 'COURSE', targetId: '5', courseType: 'VIDEO' })).toEqual({ to: '/course/course-show/$id', id: 5 });
    expect(recordTarget({ kind: 'EXAM', targetId: '5', courseType: null })).toEqual({ to: '/mine-exam/mine-exam-explain/$id', id: 5 });
    expect(recordTarget({ kind: 'TASK', targetId: '5', courseType: null })).toEqual({ to: '/mine-task/mine-task-show/$id', id: 5 });
    expect(recordTarget({ kind: 'LEARNING_MAP', targetId: '5', courseType: null })).toEqual({ to: '/knowledge/map-detail', search: { mapId: 5 } });
    expect(recordTarget({ kind: 'EXAM', targetId: '0', courseType: null })).toBeNull();
  });
});

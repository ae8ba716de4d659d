import { describe, expect, it } from 'vitest';
import { dayItemTarget, dayItemTitle, libraryKind, medalOf, progressKey, recordCover, recordKind, recordTarget, recordTitle, splitStudyTime, type DayItemFields, type RecordFields } from './rules';

const dayItem = (fields: Partial<DayItemFields>): DayItemFields => ({
  type_name: 'live',
  id: null,
  task_id: null,
  course_title: null,
  task_name: null,
  name: null,
  title: null,
  ...fields,
});

const record = (fields: Partial<RecordFields>): RecordFields => ({
  type: 1,
  task_type: 0,
  target_id: 5,
  course_title: null,
  course_cover: null,
  course_type: null,
  task_name: null,
  task_img: null,
  map_title: null,
  map_cover: null,
  ...fields,
});

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
  it('titles each kind by its own field', () => {
    expect(dayItemTitle(dayItem({ type_name: 'live', course_title: 'C', title: 'x' }))).toBe('C');
    expect(dayItemTitle(dayItem({ type_name: 'exam', task_name: 'E' }))).toBe('E');
    expect(dayItemTitle(dayItem({ type_name: 'exam', title: 'T' }))).toBe('T');
    expect(dayItemTitle(dayItem({ type_name: 'online_train', task_name: 'O' }))).toBe('O');
    expect(dayItemTitle(dayItem({ type_name: 'offline_train', name: 'F' }))).toBe('F');
    expect(dayItemTitle(dayItem({ type_name: 'map', title: 'M' }))).toBe('M');
    expect(dayItemTitle(dayItem({ type_name: 'defence', title: 'D', name: 'x', task_name: 'y' }))).toBe('D');
    expect(dayItemTitle(dayItem({ type_name: 'defence' }))).toBe('');
  });

  it('leads each kind to its page', () => {
    expect(dayItemTarget(dayItem({ type_name: 'exam', id: 3 }))).toEqual({ to: '/mine-exam/mine-exam-explain/$id', id: 3 });
    expect(dayItemTarget(dayItem({ type_name: 'offline_train', id: 4 }))).toEqual({ to: '/mine-train/mine-train-show/$id', id: 4 });
    expect(dayItemTarget(dayItem({ type_name: 'online_train', id: 9, task_id: 5 }))).toEqual({ to: '/mine-task/mine-task-show/$id', id: 5 });
    expect(dayItemTarget(dayItem({ type_name: 'map', id: 6 }))).toEqual({ to: '/knowledge/map-detail', search: { mapId: 6 } });
    expect(dayItemTarget(dayItem({ type_name: 'defence', id: 8 }))).toEqual({ to: '/knowledge/replay-explain', search: { id: 8 } });
    expect(dayItemTarget(dayItem({ type_name: 'defence', id: null }))).toBeNull();
    expect(dayItemTarget(dayItem({ type_name: 'live', id: 7 }))).toBeNull();
    expect(dayItemTarget(dayItem({ type_name: 'exam', id: null }))).toBeNull();
  });

  it('names the progress status', () => {
    expect([0, 1, 2].map(progressKey)).toEqual(['notStarted', 'inProgress', 'completed']);
  });
});

describe('study records', () => {
  it('tells course, exam, task and map apart', () => {
    expect(recordKind({ type: 1, task_type: 0 })).toBe('course');
    expect(recordKind({ type: 2, task_type: 1 })).toBe('exam');
    expect(recordKind({ type: 2, task_type: 2 })).toBe('task');
    expect(recordKind({ type: 3, task_type: 0 })).toBe('map');
    expect(recordKind({ type: 4, task_type: 0 })).toBeNull();
  });

  it('takes the title and cover of its kind', () => {
    const course = record({ type: 1, course_title: 'C', course_cover: '/c.png', task_name: 'no' });
    expect([recordTitle(course), recordCover(course)]).toEqual(['C', '/c.png']);
    const task = record({ type: 2, task_type: 2, task_name: 'T', task_img: '/t.png' });
    expect([recordTitle(task), recordCover(task)]).toEqual(['T', '/t.png']);
    const map = record({ type: 3, map_title: 'M', map_cover: '/m.png' });
    expect([recordTitle(map), recordCover(map)]).toEqual(['M', '/m.png']);
  });

  it('links to the studied thing', () => {
    expect(recordTarget(record({ type: 1, course_type: 7 }))).toEqual({ to: '/course/face-show/$id', id: 5 });
    expect(recordTarget(record({ type: 1, course_type: 2 }))).toEqual({ to: '/course/course-show/$id', id: 5 });
    expect(recordTarget(record({ type: 2, task_type: 1 }))).toEqual({ to: '/mine-exam/mine-exam-explain/$id', id: 5 });
    expect(recordTarget(record({ type: 2, task_type: 2 }))).toEqual({ to: '/mine-task/mine-task-show/$id', id: 5 });
    expect(recordTarget(record({ type: 3 }))).toEqual({ to: '/knowledge/map-detail', search: { mapId: 5 } });
    expect(recordTarget(record({ target_id: null }))).toBeNull();
  });
});

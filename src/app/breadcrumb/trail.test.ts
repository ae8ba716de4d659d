import { describe, expect, it } from 'vitest';
import { backTarget, createTrailStore, isTopLevelPath, MAX_VISIBLE_CRUMBS, nextTrail, visibleTrail, type TrailEntry } from './trail';

const e = (routeId: string, href = routeId, extra: Partial<TrailEntry> = {}): TrailEntry => ({ routeId, href, title: routeId, ...extra });

describe('breadcrumb trail', () => {
  it('knows top-level paths', () => {
    expect(isTopLevelPath('/home')).toBe(true);
    expect(isTopLevelPath('/knowledge')).toBe(true);
    expect(isTopLevelPath('/course/course-show/3')).toBe(false);
  });
  it('resets on a top-level path', () => {
    expect(nextTrail([e('/home'), e('/course/x')], e('/course'), '/course')).toEqual([e('/course')]);
  });
  it('appends a new page', () => {
    expect(nextTrail([e('/course')], e('/course/show', '/course/course-show/1'), '/course/course-show/1')).toEqual([
      e('/course'),
      e('/course/show', '/course/course-show/1'),
    ]);
  });
  it('truncates on revisit and keeps the newest address', () => {
    const trail = [e('/knowledge'), e('/stage', '/knowledge/stage-detail?id=1'), e('/video', '/knowledge/map-video?id=2')];
    expect(nextTrail(trail, e('/stage', '/knowledge/stage-detail?id=9'), '/knowledge/stage-detail')).toEqual([
      e('/knowledge'),
      e('/stage', '/knowledge/stage-detail?id=9'),
    ]);
  });
});

describe('back target', () => {
  const trail = [
    e('/knowledge', '/knowledge?nav=5', { toBack: true }),
    e('/stage', '/knowledge/stage-detail?id=7', { toBack: true }),
    e('/map-video', '/knowledge/map-video?id=3'),
    e('/exam', '/knowledge/exam-show?id=4'),
  ];
  it('a page marked back returns to the latest to-back page with its id', () => {
    expect(backTarget(trail, { routeId: '/exam', back: true })).toBe('/knowledge/stage-detail?id=7');
  });
  it('other pages return to the previous entry', () => {
    expect(backTarget(trail, { routeId: '/exam' })).toBe('/knowledge/map-video?id=3');
  });
  it('without a trail the browser history decides', () => {
    expect(backTarget([e('/home')], { routeId: '/home' })).toBeNull();
  });
});

describe('trail store', () => {
  const memory = (initial?: string) => {
    const items = new Map<string, string>(initial === undefined ? [] : [['breadcrumb', initial]]);
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };
  it('starts from the stored trail and ignores a damaged one', () => {
    expect(createTrailStore(memory(JSON.stringify([e('/course')]))).get()).toEqual([e('/course')]);
    expect(createTrailStore(memory('{not json')).get()).toEqual([]);
    expect(createTrailStore(memory('{"a":1}')).get()).toEqual([]);
  });
  it('a visit follows the rules, is stored for the session and tells the subscribers', () => {
    const storage = memory();
    const store = createTrailStore(storage);
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    store.visit(e('/course'), '/course');
    store.visit(e('/course/show', '/course/course-show/1'), '/course/course-show/1');
    expect(store.get()).toEqual([e('/course'), e('/course/show', '/course/course-show/1')]);
    expect(JSON.parse(storage.items.get('breadcrumb')!)).toEqual(store.get());
    expect(told).toBe(2);
    stop();
    store.visit(e('/news'), '/news');
    expect(told).toBe(2);
    expect(createTrailStore(storage).get()).toEqual([e('/news')]);
  });
});

describe('one level for a sidebar', () => {
  const member = (page: string) => e(`/auth/member/${page}`, `/member/${page}`, { level: '/auth/member' });
  it('switching between the member pages replaces the last crumb, however many are clicked', () => {
    let trail: TrailEntry[] = [e('/home')];
    const pages = ['member-course', 'member-point', 'member-error', 'member-collect', 'member-question', 'memberForum', 'member-info', 'member-certificate', 'memberAssess', 'memberNotify', 'member-course', 'member-point'];
    for (const page of pages) trail = nextTrail(trail, member(page), `/member/${page}`);
    expect(trail).toEqual([e('/home'), member('member-point')]);
  });
  it('a page opened from a member page is appended after it', () => {
    const trail = nextTrail([e('/home'), member('member-error')], e('/error-test', '/error-test/3'), '/error-test/3');
    expect(trail).toEqual([e('/home'), member('member-error'), e('/error-test', '/error-test/3')]);
    // ...and going back into the member area truncates to its level again.
    expect(nextTrail(trail, member('member-collect'), '/member/member-collect')).toEqual([e('/home'), member('member-collect')]);
  });
});

describe('visible trail', () => {
  it('shows a short trail whole', () => {
    expect(visibleTrail([1, 2, 3, 4])).toEqual({ hidden: [], shown: [1, 2, 3, 4] });
  });
  it('folds the oldest crumbs into the ellipsis, which takes one of the places', () => {
    expect(MAX_VISIBLE_CRUMBS).toBe(4);
    expect(visibleTrail([1, 2, 3, 4, 5, 6])).toEqual({ hidden: [1, 2, 3], shown: [4, 5, 6] });
  });
});

import { describe, expect, it } from 'vitest';
import { backTarget, createTrailStore, isTopLevelPath, MAX_VISIBLE_CRUMBS, nextTrail, returnHref, visibleTrail, type TrailEntry } from './trail';

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
    expect(backTarget(trail, { routeId: '/exam', back: true }, '/knowledge/exam-show')).toBe('/knowledge/stage-detail?id=7');
  });
  it('other pages return to the previous entry', () => {
    expect(backTarget(trail, { routeId: '/exam' }, '/knowledge/exam-show')).toBe('/knowledge/map-video?id=3');
  });
  it('from the first page of a trail Back goes Home, and on Home nowhere', () => {
    expect(backTarget([e('/course', '/course?page=2')], { routeId: '/course' }, '/course')).toBe('/home');
    expect(backTarget([e('/home')], { routeId: '/home' }, '/home')).toBeNull();
    expect(backTarget([], { routeId: '/home' }, '/home')).toBeNull();
  });

  /** Presses Back until it has nowhere to go, the trail following each page shown; answers the addresses. */
  function pressBack(start: TrailEntry[], pages: Record<string, { routeId: string; back?: boolean; toBack?: boolean; title?: string }>) {
    let trail = start;
    const seen: string[] = [];
    for (let press = 0; press < 20; press += 1) {
      const here = trail.at(-1)!;
      const page = pages[here.href.replace(/[?].*$/, '')]!;
      const target = backTarget(trail, page, here.href.replace(/[?].*$/, ''));
      if (target === null) return { seen, ended: true };
      seen.push(target);
      const path = target.replace(/[?].*$/, '');
      const next = pages[path]!;
      trail = nextTrail(trail, e(next.routeId, target, { toBack: next.toBack }), path);
    }
    return { seen, ended: false };
  }
  it('Back never cycles: My defences > a defence > Start, then Back to the end', () => {
    const pages = {
      '/home': { routeId: '/home' },
      '/knowledge': { routeId: '/knowledge', toBack: true },
      '/knowledge/replay-explain': { routeId: '/explain', back: true },
      '/knowledge/ai-replay': { routeId: '/ai-replay', back: true },
    };
    const start = [e('/knowledge', '/knowledge?nav=5&tab=defences', { toBack: true }), e('/explain', '/knowledge/replay-explain?id=2'), e('/ai-replay', '/knowledge/ai-replay?id=2')];
    // The special back route to My Learning's defences tab, then Home, then nothing.
    expect(pressBack(start, pages)).toEqual({ seen: ['/knowledge?nav=5&tab=defences', '/home'], ended: true });
  });
  it('Back walks a long trail down one crumb at a time', () => {
    const pages = { '/home': { routeId: '/home' }, '/course': { routeId: '/course' }, '/course/course-show/2': { routeId: '/show' }, '/course/video/7': { routeId: '/video' } };
    const start = [e('/course', '/course?keywords=x'), e('/show', '/course/course-show/2'), e('/video', '/course/video/7')];
    expect(pressBack(start, pages)).toEqual({ seen: ['/course/course-show/2', '/course?keywords=x', '/home'], ended: true });
  });
});

describe('return address of a list', () => {
  it('is the latest visit of the list with its search, else the bare path', () => {
    const trail = [e('/home'), e('/auth/member/memberAssess', '/member/memberAssess?area=defences&status=2', { level: '/auth/member' }), e('/comment', '/memberAssess/assess-comment?id=3')];
    expect(returnHref(trail, '/member/memberAssess')).toBe('/member/memberAssess?area=defences&status=2');
    expect(returnHref(trail, '/knowledge')).toBe('/knowledge');
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

describe('one level for the lessons of a course', () => {
  const lesson = (route: string, id: number) => e(`/course/${route}/$id`, `/course/${route}/${id}`, { level: 'lesson' });
  it('Next lesson replaces the last crumb, whatever the kind of the lesson', () => {
    let trail: TrailEntry[] = [e('/course'), e('/show', '/course/course-show/2')];
    for (const [route, id] of [['video', 7], ['document', 8], ['local-audio', 9]] as const) trail = nextTrail(trail, lesson(route, id), `/course/${route}/${id}`);
    expect(trail).toEqual([e('/course'), e('/show', '/course/course-show/2'), lesson('local-audio', 9)]);
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

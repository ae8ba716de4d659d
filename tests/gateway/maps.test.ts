/**
 * Learning maps through the GraphQL gateway: the SPA's operations (src/graphql/maps.graphql)
 * against the real REST API. The map list and detail, a locked stage refused with its
 * upstream envelope in the caller's language, a video record, punch-in comments with a like,
 * a pin and the deletion of an own comment.
 */
import { describe, expect, it } from 'vitest';
import { MAPS_DEMO } from '../../server/seed/maps.js';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

const op = (name: string) => spaOperation(name).text;

interface Stage { id: number; phase_index: number; locked: number; argument_num: number }

describe.each(databaseKinds())('Learning maps through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('lists and shows the fixed map, refuses its locked stage, records a video and runs the comments', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const index = await graphql<{ studyMapIndex: { data: { list: { id: number; title: string; map_type: number }[] } } }>(suite.server.url, op('StudyMapIndex'), { mapType: 1 }, { token });
    expect(index.errors, JSON.stringify(index.errors)).toBeUndefined();
    const map = index.data!.studyMapIndex.data.list.find((m) => m.title === MAPS_DEMO.fixed)!;
    const detail = await graphql<{ studyMapDetail: { data: { is_open: number; phases: Stage[] } } }>(suite.server.url, op('StudyMapDetail'), { mapId: map.id }, { token });
    expect(detail.errors, JSON.stringify(detail.errors)).toBeUndefined();
    const [, s2, s3] = detail.data!.studyMapDetail.data.phases;
    expect([s2!.locked, s3!.locked, s2!.argument_num]).toEqual([0, 1, 1]);

    const refused = await graphql(suite.server.url, op('StudyMapPhaseInfo'), { id: s3!.id }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(refused.errors?.[0]).body).toMatchObject({ code: 403, msg: 'Finish the previous stage first: this stage is locked' });

    const stage = await graphql<{ studyMapPhaseInfo: { data: { chapters: { id: number; title: string; sign_day: string | null; is_signed: number }[] } } }>(suite.server.url, op('StudyMapPhaseInfo'), { id: s2!.id }, { token });
    expect(stage.errors, JSON.stringify(stage.errors)).toBeUndefined();
    const video = stage.data!.studyMapPhaseInfo.data.chapters.find((c) => c.title === MAPS_DEMO.video)!;
    const chapter = await graphql<{ studyMapVideo: { data: { position: number; length: number; no_skipping: number } } }>(suite.server.url, op('StudyMapVideo'), { id: video.id }, { token });
    expect(chapter.data!.studyMapVideo.data).toMatchObject({ position: 40, length: 45, no_skipping: 1 });
    const record = await graphql<{ studyMapVideoRecord: { data: { furthest: number; period_completed: boolean } } }>(suite.server.url, op('StudyMapVideoRecord'), { input: { chapter_id: video.id, position: 43, study_seconds: 3 } }, { token });
    expect(record.errors, JSON.stringify(record.errors)).toBeUndefined();
    expect(record.data!.studyMapVideoRecord.data).toEqual({ period_id: video.id, position: 43, furthest: 43, length: 45, period_completed: false, map_progress: expect.any(Number), map_completed: 0 });

    // Comments on learner01's first punch-in (seeded with a pinned comment and likes).
    const signed = await suite.server.db.selectFrom('map_sign_comments').select(['chapter_id', 'sign_user_id']).executeTakeFirstOrThrow();
    const signs = await graphql<{ studyMapUserSignList: { data: { list: { user_id: number; is_mine: number }[] } } }>(suite.server.url, op('StudyMapUserSignList'), { chapterId: signed.chapter_id, limit: 100 }, { token });
    expect(signs.data!.studyMapUserSignList.data.list.some((s) => s.is_mine === 1)).toBe(true);
    const vars = { chapterId: signed.chapter_id, userId: signed.sign_user_id };
    const added = await graphql<{ studyMapAddComment: { msg: string; data: { id: number } } }>(suite.server.url, op('StudyMapAddComment'), { ...vars, content: '<p>Great <b>notes</b></p>' }, { token, lang: 'en-US' });
    expect(added.data!.studyMapAddComment.msg).toBe('Comment posted');
    const id = added.data!.studyMapAddComment.data.id;
    const liked = await graphql<{ studyMapLike: { data: { like_num: number; is_liked: number } } }>(suite.server.url, op('StudyMapLike'), { id }, { token });
    expect(liked.data!.studyMapLike.data).toEqual({ id, is_liked: 1, like_num: 1 });
    const pinned = await graphql<{ studyMapTop: { data: { is_top: number } } }>(suite.server.url, op('StudyMapTop'), { id, isTop: 1 }, { token });
    expect(pinned.data!.studyMapTop.data.is_top).toBe(1);
    const list = await graphql<{ studyMapComments: { data: { list: { id: number; content: string; is_top: number; is_owner: number }[] } } }>(suite.server.url, op('StudyMapComments'), vars, { token });
    expect(list.data!.studyMapComments.data.list.find((c) => c.id === id)).toMatchObject({ content: '<p>Great <b>notes</b></p>', is_top: 1, is_owner: 1 });
    const deleted = await graphql<{ studyMapDeleteComment: { msg: string } }>(suite.server.url, op('StudyMapDeleteComment'), { id }, { token });
    expect(deleted.data!.studyMapDeleteComment.msg).toBe('评论已删除');
  });
});

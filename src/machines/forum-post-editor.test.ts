import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { forumPostEditorMachine, MAX_POST_IMAGES, picturesUsed, postProblems, type BanStatus, type CreatedPost, type NewPost } from './forum-post-editor';
import { allowed, bannedForADay, created, forumPostEditorModel, picture } from './forum-post-editor.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

function drive(plateId: number | null = null) {
  const checkBan = controlledPromise<BanStatus, void>();
  const createPost = controlledPromise<CreatedPost, NewPost>();
  const posted: CreatedPost[] = [];
  const machine = forumPostEditorMachine.provide({
    actors: { checkBan: checkBan.logic, createPost: createPost.logic },
    actions: { posted: (_, params) => posted.push(params.post) },
  });
  const actor = createActor(machine, { input: { plateId } }).start();
  return { actor, checkBan, createPost, posted };
}

describeModelPaths('forum post editor machine: every path of the model', forumPostEditorModel, ({ plateId }) => drive(plateId));

describe('forum post editor machine: journeys', () => {
  it('a banned writer never gets the editor: the reason and the end are kept for the page', async () => {
    const sut = drive();
    expect(sut.actor.getSnapshot().value).toBe('checking');
    sut.checkBan.resolve(bannedForADay);
    await expectSameState(sut.actor, 'banned');
    expect(sut.actor.getSnapshot().context.ban).toEqual(bannedForADay);
    sut.actor.send({ type: 'post.submit' });
    expect(sut.createPost.pending).toHaveLength(0);
  });

  it('needs a plate and some text or a picture, and waits for every upload', async () => {
    const sut = drive();
    sut.checkBan.resolve(allowed);
    await expectSameState(sut.actor, 'editing');
    sut.actor.send({ type: 'post.submit' });
    expect(postProblems(sut.actor.getSnapshot().context)).toEqual({ plate: true, content: true, uploading: false });
    expect(sut.actor.getSnapshot().context.tried).toBe(true);
    sut.actor.send({ type: 'plate.choose', plateId: 3 });
    sut.actor.send({ type: 'upload.start', key: 'a' });
    sut.actor.send({ type: 'post.submit' });
    expect(sut.actor.getSnapshot().value).toBe('editing');
    sut.actor.send({ type: 'upload.done', key: 'a', image: picture });
    sut.actor.send({ type: 'post.submit' });
    expect(sut.createPost.pending[0]?.input).toEqual({ plateId: 3, content: '', imageIds: [picture.id] });
    sut.createPost.resolve(created);
    await expectSameState(sut.actor, 'posted');
    expect(sut.posted).toEqual([created]);
  });

  it('takes at most 9 pictures, counting those under way; a failed upload frees its place', async () => {
    const sut = drive(3);
    sut.checkBan.resolve(allowed);
    await expectSameState(sut.actor, 'editing');
    for (let i = 0; i < 12; i += 1) sut.actor.send({ type: 'upload.start', key: `k${i}` });
    expect(picturesUsed(sut.actor.getSnapshot().context)).toBe(MAX_POST_IMAGES);
    for (let i = 0; i < 8; i += 1) sut.actor.send({ type: 'upload.done', key: `k${i}`, image: { id: i + 1, url: `/files/${i}.png` } });
    sut.actor.send({ type: 'upload.failed', key: 'k8', error: '图片过大' });
    expect(sut.actor.getSnapshot().context.uploads).toEqual([{ key: 'k8', status: 'failed', error: '图片过大' }]);
    sut.actor.send({ type: 'upload.start', key: 'k9' });
    sut.actor.send({ type: 'upload.start', key: 'k10' });
    expect(sut.actor.getSnapshot().context.uploads.map((u) => u.key)).toEqual(['k8', 'k9']);
    sut.actor.send({ type: 'upload.done', key: 'k9', image: { id: 9, url: '/files/9.png' } });
    sut.actor.send({ type: 'upload.dismiss', key: 'k8' });
    sut.actor.send({ type: 'image.remove', id: 1 });
    const context = sut.actor.getSnapshot().context;
    expect([context.images.length, context.uploads.length]).toEqual([8, 0]);
  });

  it('a refusal (a ban that began meanwhile) keeps the post and its message; an edit clears the message', async () => {
    const sut = drive(3);
    sut.checkBan.resolve(allowed);
    await expectSameState(sut.actor, 'editing');
    sut.actor.send({ type: 'content.change', html: '<p>你好</p>', empty: false });
    sut.actor.send({ type: 'post.submit' });
    sut.createPost.reject(new Error('您已被禁言至 2026-11-24 15:00，原因：发布广告'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context).toMatchObject({ html: '<p>你好</p>', error: '您已被禁言至 2026-11-24 15:00，原因：发布广告' });
    sut.actor.send({ type: 'content.change', html: '<p>你好！</p>', empty: false });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
  });
});

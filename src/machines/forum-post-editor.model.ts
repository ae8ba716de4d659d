import type { BanStatus, CreatedPost, PostImage } from './forum-post-editor';
import { forumPostEditorMachine } from './forum-post-editor';
import { machineModel } from './testing/model';

export const allowed: BanStatus = { is_banned: 0, reason: null, ends_at: null };
export const bannedForADay: BanStatus = { is_banned: 1, reason: '发布广告', ends_at: 1_790_000_000 };
export const picture: PostImage = { id: 11, url: '/files/forum/11.png' };
export const created: CreatedPost = { id: 40, plate_id: 3, msg: '发布成功' };

export const forumPostEditorModel = machineModel(forumPostEditorMachine, {
  inputs: [{ plateId: null }],
  /**
   * Sample events. The text is set once (never emptied again) and the picture is only added,
   * so the model stays small; emptying, removing and the ninth picture are journeys of the test.
   */
  events: [
    { type: 'xstate.done.actor.checkBan', output: allowed },
    { type: 'xstate.done.actor.checkBan', output: bannedForADay },
    { type: 'xstate.error.actor.checkBan', error: new Error('network') },
    { type: 'post.retry' },
    { type: 'plate.choose', plateId: 3 },
    { type: 'content.change', html: '<p>分享</p>', empty: false },
    { type: 'upload.start', key: 'a' },
    { type: 'upload.done', key: 'a', image: picture },
    { type: 'upload.failed', key: 'a', error: '图片过大' },
    { type: 'upload.dismiss', key: 'a' },
    { type: 'image.remove', id: 11 },
    { type: 'post.submit' },
    { type: 'xstate.done.actor.createPost', output: created },
    { type: 'xstate.error.actor.createPost', error: new Error('您已被禁言：发布广告') },
  ],
});

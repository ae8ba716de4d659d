import { H3, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyForumCommentsDocument, MyForumLikedPostsDocument, MyForumPostsDocument } from '../../graphql/generated/forum';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { TimeAgo } from '../../shared/TimeAgo';
import { PlateLink } from './PostItem';
import { PostList } from './PostList';
import './forum.css';

type Paging = { page: number; limit: number };

function MyPosts({ liked }: { liked: boolean }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const variables = { page: paging.page, pageSize: paging.limit };
  const posts = useQuery(MyForumPostsDocument, { variables, fetchPolicy: 'cache-and-network', skip: liked });
  const likes = useQuery(MyForumLikedPostsDocument, { variables, fetchPolicy: 'cache-and-network', skip: !liked });
  const query = liked ? likes : posts;
  const page = liked ? likes.data?.viewer?.forumLikedPosts : posts.data?.viewer?.forumPosts;
  return (
    <PostList
      posts={page?.nodes ?? []}
      total={page?.totalCount ?? 0}
      query={query}
      paging={paging}
      onPage={(p, limit) => setPaging({ page: p, limit })}
      emptyTitle={t(liked ? 'forum.member.noLikes' : 'forum.member.noPosts')}
      likedOnly={liked}
    />
  );
}

function MyComments() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MyForumCommentsDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const page = data?.viewer?.forumComments;
  const list = page?.nodes ?? [];
  return (
    <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('forum.member.noComments')} emptyIcon="comment" skeletonRows={3}>
      <ul className="forum-my-comments">
        {list.map((c) => (
          <li key={c.id} className="forum-item" data-testid="my-comment">
            <p className="forum-comment__text">{c.content}</p>
            <p className="forum-muted">
              <TimeAgo at={c.createdAt} /> · <PlateLink plate={c.plate} /> ·{' '}
              <Link to="/forum/forum-detail/$id" params={{ id: Number(c.post.id) }} search={{ plate_id: Number(c.plate.id) }}>
                {t('forum.member.onPost', { excerpt: c.postExcerpt })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <Pager total={page?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(p, limit) => setPaging({ page: p, limit })} />
    </QueryState>
  );
}

/** memberForum: my posts, my comments and the posts I liked. */
export function MemberForumPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'posts' | 'comments' | 'likes'>('posts');
  return (
    <section className="forum-page" data-testid="member-forum">
      <H3>{t('forum.member.title')}</H3>
      <Tabs id="member-forum" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)} renderActiveTabPanelOnly>
        <Tab id="posts" title={t('forum.member.posts')} panel={<MyPosts liked={false} />} />
        <Tab id="comments" title={t('forum.member.comments')} panel={<MyComments />} />
        <Tab id="likes" title={t('forum.member.likes')} panel={<MyPosts liked />} />
      </Tabs>
    </section>
  );
}

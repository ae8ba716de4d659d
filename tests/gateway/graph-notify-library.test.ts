/**
 * The domain graph's notifications (User.notifications, unread counts, marking read) and its
 * library and news, each compared with the REST API's own answers, and the refusals: no
 * session, another user's notification, a bad id.
 */
import { describe, expect, it } from 'vitest';
import { expectNoUpstreamDetail, userByAccount } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, login, suiteServer, graphql, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

interface RestNotification {
  id: number;
  notify_type: number;
  type: number;
  content: string;
  target_id: number | null;
  inner_status: number;
  created_at: number;
}
interface GraphNotification {
  id: string;
  category: string;
  kind: string;
  content: string;
  targetId: string | null;
  isRead: boolean;
  createdAt: string;
}
interface UnreadCounts {
  all: number;
  study: number;
  interaction: number;
  system: number;
  teaching: number;
}
interface Page<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean };
}

const CATEGORY: Record<number, string> = { 1: 'STUDY', 2: 'INTERACTION', 3: 'SYSTEM', 4: 'TEACHING' };
/** Spec section 3's notify item types 1-13 (every category but system, whose item type 1 is the mute reminder). */
const KIND = ['COURSE', 'LEARNING_MAP', 'ONLINE_TRAINING', 'OFFLINE_TRAINING', 'LIVE_REMINDER', 'OFFLINE_DEFENCE', 'REMOTE_DEFENCE', 'INTERACTIVE_DEFENCE', 'AI_DEFENCE', 'FORMAL_EXAM', 'CLASS_TEST', 'MAP_EXAM', 'TRAINING_EXAM'];

/** A REST notification as the graph should answer it. */
function asGraph(item: RestNotification): GraphNotification {
  return {
    id: String(item.id),
    category: CATEGORY[item.notify_type]!,
    kind: item.notify_type === 3 ? (item.type === 1 ? 'MUTE_REMINDER' : 'SYSTEM_NOTICE') : (KIND[item.type - 1] ?? (item.notify_type === 2 ? 'COURSE_QUESTION_REPLY' : 'unknown')),
    content: item.content,
    targetId: item.target_id === null ? null : String(item.target_id),
    isRead: item.inner_status === 1,
    createdAt: new Date(item.created_at * 1000).toISOString(),
  };
}

const NOTIFICATIONS = /* GraphQL */ `
  query Notifications($categories: [NotificationCategory!], $read: Boolean, $page: Int, $pageSize: Int) {
    viewer {
      id
      unreadNotificationCount
      unreadNotificationCounts { all study interaction system teaching }
      notifications(categories: $categories, read: $read, page: $page, pageSize: $pageSize) {
        totalCount
        pageInfo { page pageSize hasNextPage }
        nodes { id category kind content targetId isRead createdAt }
      }
    }
  }
`;

const MARK_READ = /* GraphQL */ `
  mutation MarkRead($id: ID!) {
    markNotificationRead(input: { id: $id }) {
      notification { id isRead content }
      viewer { id unreadNotificationCount unreadNotificationCounts { all } }
    }
  }
`;

const MARK_ALL_READ = /* GraphQL */ `
  mutation MarkAllRead($categories: [NotificationCategory!]) {
    markAllNotificationsRead(input: { categories: $categories }) {
      markedCount
      viewer { id unreadNotificationCount unreadNotificationCounts { all study interaction system teaching } }
    }
  }
`;

describe.each(graphDatabaseKinds())('notifications on the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const url = () => suite.server.url;

  it("answers the viewer's notifications per category and read state, paged, as REST lists them", async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const stats = (await suite.client.get<UnreadCounts>('/api/notify/stats', { token })).body.data;
    const all = await next<{ viewer: { unreadNotificationCount: number; unreadNotificationCounts: UnreadCounts; notifications: Page<GraphNotification> } }>(url(), NOTIFICATIONS, { pageSize: 5 }, { token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.viewer.unreadNotificationCounts).toEqual(stats);
    expect(all.data!.viewer.unreadNotificationCount).toBe(stats.all);
    const restAll = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '0', page: 1, limit: 5 } })).body.data;
    const page = all.data!.viewer.notifications;
    expect(page.totalCount).toBe(restAll.total);
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.pageInfo).toEqual({ page: 1, pageSize: 5, hasNextPage: true });
    expect(page.nodes).toEqual(restAll.list.map(asGraph));

    // Every notification of the viewer, with the interaction without an item type (a Q&A reply) among them.
    const everything = await next<{ viewer: { notifications: Page<GraphNotification> } }>(url(), NOTIFICATIONS, { pageSize: 100 }, { token });
    const restEverything = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '0', page: 1, limit: 100 } })).body.data;
    expect(everything.data!.viewer.notifications.nodes).toEqual(restEverything.list.map(asGraph));
    expect(everything.data!.viewer.notifications.nodes.map((n) => n.kind)).toContain('COURSE_QUESTION_REPLY');

    // The bell's panel: study, system and teaching, unread only (REST: "1,3,4", inner status 2).
    const panel = await next<{ viewer: { notifications: Page<GraphNotification> } }>(url(), NOTIFICATIONS, { categories: ['STUDY', 'SYSTEM', 'TEACHING'], read: false, pageSize: 100 }, { token });
    const restPanel = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '1,3,4', inner_status: 2, page: 1, limit: 100 } })).body.data;
    expect(panel.data!.viewer.notifications.totalCount).toBe(restPanel.total);
    expect(panel.data!.viewer.notifications.nodes.map((n) => n.id)).toEqual(restPanel.list.map((n) => String(n.id)));
    for (const node of panel.data!.viewer.notifications.nodes) {
      expect(node.isRead).toBe(false);
      expect(['STUDY', 'SYSTEM', 'TEACHING']).toContain(node.category);
    }
  });

  it("marks one read (the payload holds it read and the viewer's new counts) and refuses another user's as missing", async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const unread = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '0', inner_status: 2, page: 1, limit: 1 } })).body.data;
    const target = unread.list[0]!;
    const answer = await next<{ markNotificationRead: { notification: { id: string; isRead: boolean; content: string }; viewer: { unreadNotificationCount: number; unreadNotificationCounts: { all: number } } } }>(
      url(),
      MARK_READ,
      { id: String(target.id) },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.markNotificationRead.notification).toEqual({ id: String(target.id), isRead: true, content: target.content });
    expect(answer.data!.markNotificationRead.viewer.unreadNotificationCount).toBe(unread.total - 1);
    expect(answer.data!.markNotificationRead.viewer.unreadNotificationCounts.all).toBe(unread.total - 1);
    const after = (await suite.client.get<RestNotification>(`/api/notify/${target.id}`, { token })).body.data;
    expect(after.inner_status).toBe(1);

    // Another user's notification: NOT_FOUND, as if it did not exist, and it stays unread.
    const other = await login(url(), DEMO.lecturer.account, DEMO.lecturer.password);
    const theirs = (await suite.client.get<{ list: RestNotification[] }>('/api/notify', { token: other, query: { notify_type: '0', inner_status: 2, page: 1, limit: 1 } })).body.data.list[0]!;
    const refused = await next(url(), MARK_READ, { id: String(theirs.id) }, { token, lang: 'en-US' });
    expect(refused.data).toBeNull();
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', portalCode: 4004 });
    expectNoUpstreamDetail(refused);
    expect((await suite.client.get<RestNotification>(`/api/notify/${theirs.id}`, { token: other })).body.data.inner_status).toBe(2);
    // A bad id: the caller's input.
    const bad = await next(url(), MARK_READ, { id: 'x' }, { token });
    expect(bad.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoUpstreamDetail(bad);
  });

  it('marks all of some categories read and answers how many, with the counts REST then gives', async () => {
    const token = await login(url(), DEMO.examiner.account, DEMO.examiner.password);
    const before = (await suite.client.get<UnreadCounts>('/api/notify/stats', { token })).body.data;
    const answer = await next<{ markAllNotificationsRead: { markedCount: number; viewer: { unreadNotificationCount: number; unreadNotificationCounts: UnreadCounts } } }>(
      url(),
      MARK_ALL_READ,
      { categories: ['STUDY'] },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(before.study).toBeGreaterThan(0);
    expect(answer.data!.markAllNotificationsRead.markedCount).toBe(before.study);
    const after = (await suite.client.get<UnreadCounts>('/api/notify/stats', { token })).body.data;
    expect(after).toEqual({ ...before, study: 0, all: before.all - before.study });
    expect(answer.data!.markAllNotificationsRead.viewer.unreadNotificationCounts).toEqual(after);
    expect(answer.data!.markAllNotificationsRead.viewer.unreadNotificationCount).toBe(after.all);
  });

  it("answers the SPA's own documents (src/graphql/notify.graphql) as the browser sends them, with REST's values", async () => {
    const spa = <T>(name: string, variables: Record<string, unknown>, token: string) => {
      const { hash, text } = spaOperation(name);
      return graphql<T>(url(), { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, { token });
    };
    type Listed = { viewer: { notifications: Page<GraphNotification>; unreadNotificationCounts?: UnreadCounts } };
    const account = employee(61);
    const token = await login(url(), account, DEMO.employeePassword);
    // Unread notices of the panel's categories and one of another (interaction, not in the panel).
    const user = await userByAccount(suite.server.db, account);
    await suite.server.db
      .insertInto('notifications')
      .values([
        { user_id: user.id, notify_type: 1, type: 1, message_key: 'notifyLiveSoon', params: '{"title":"T"}', target_id: 1 },
        { user_id: user.id, notify_type: 3, type: 1, message_key: 'notifyLiveSoon', params: '{"title":"T"}' },
        { user_id: user.id, notify_type: 4, type: 6, message_key: 'notifyLiveSoon', params: '{"title":"T"}', target_id: 2 },
        { user_id: user.id, notify_type: 2, type: 0, message_key: 'notifyLiveSoon', params: '{"title":"T"}', target_id: 3 },
      ])
      .execute();
    const panel = await spa<Listed>('NotifyPanel', {}, token);
    expect(panel.errors).toBeUndefined();
    const restPanel = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '1,3,4', inner_status: 2, page: 1, limit: 100 } })).body.data;
    expect(panel.data!.viewer.notifications.nodes.map(({ __typename: _, ...node }: GraphNotification & { __typename?: string }) => node)).toEqual(restPanel.list.map(asGraph));
    expect(panel.data!.viewer.notifications.nodes.length).toBeGreaterThanOrEqual(3);

    const teaching = await spa<Listed>('NotifyPage', { categories: ['STUDY'], page: 1, pageSize: 10 }, token);
    const restStudy = (await suite.client.get<{ total: number; list: RestNotification[] }>('/api/notify', { token, query: { notify_type: '1', page: 1, limit: 10 } })).body.data;
    expect(teaching.data!.viewer.notifications.totalCount).toBe(restStudy.total);
    expect(teaching.data!.viewer.notifications.nodes.map((n) => n.id)).toEqual(restStudy.list.map((n) => String(n.id)));
    const stats = (await suite.client.get<UnreadCounts>('/api/notify/stats', { token })).body.data;
    expect(teaching.data!.viewer.unreadNotificationCounts).toEqual({ __typename: 'UnreadNotificationCounts', ...stats });

    const first = restPanel.list[0]!;
    const read = await spa<{ markNotificationRead: { notification: { id: string; isRead: boolean }; viewer: { unreadNotificationCount: number } } }>('MarkNotificationRead', { id: String(first.id) }, token);
    expect(read.data!.markNotificationRead.notification).toMatchObject({ id: String(first.id), isRead: true });
    expect(read.data!.markNotificationRead.viewer.unreadNotificationCount).toBe(stats.all - 1);
    const all = await spa<{ markAllNotificationsRead: { markedCount: number; viewer: { unreadNotificationCount: number } } }>('MarkAllNotificationsRead', {}, token);
    expect(all.data!.markAllNotificationsRead).toMatchObject({ markedCount: stats.all - 1, viewer: { unreadNotificationCount: 0 } });
    expect((await suite.client.get<UnreadCounts>('/api/notify/stats', { token })).body.data.all).toBe(0);
  });

  it('refuses every notification field and write without a session', async () => {
    const query = await next(url(), NOTIFICATIONS);
    expect(query.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await next(url(), MARK_ALL_READ, {});
    expect(write.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoUpstreamDetail([query, write]);
  });
});

interface RestDocument {
  id: number;
  name: string;
  suffix: string;
  size: number;
  browse_number: number;
  updated_at: number;
  category_id: number | null;
  category_name: string;
}

const DOCUMENTS = /* GraphQL */ `
  query Documents($keywords: String, $categoryId: ID, $page: Int, $pageSize: Int) {
    libraryCategories { id name }
    libraryDocuments(keywords: $keywords, categoryId: $categoryId, page: $page, pageSize: $pageSize) {
      totalCount
      pageInfo { page pageSize hasNextPage }
      nodes { id name fileExtension sizeBytes browseCount updatedAt downloadName category { id name } }
    }
  }
`;

const DOCUMENT = /* GraphQL */ `
  query Document($id: ID!) {
    libraryDocument(id: $id) { id name browseCount downloadName preview { kind url } }
  }
`;

const ARTICLES = /* GraphQL */ `
  query Articles($keywords: String, $pageSize: Int) {
    newsArticles(keywords: $keywords, pageSize: $pageSize) {
      totalCount
      pageInfo { page pageSize hasNextPage }
      nodes { id title cover summary browseCount updatedAt }
    }
  }
`;

describe.each(graphDatabaseKinds())('the library and the news on the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const url = () => suite.server.url;

  it('lists documents with their categories by name and category, as REST lists them, in the reader\'s language', async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const restCategories = (await suite.client.get<{ list: { id: number; name: string }[] }>('/api/library/category', { token, lang: 'en-US' })).body.data.list;
    const all = await next<{ libraryCategories: { id: string; name: string }[]; libraryDocuments: Page<Record<string, unknown>> }>(url(), DOCUMENTS, { pageSize: 3 }, { token, lang: 'en-US' });
    expect(all.errors).toBeUndefined();
    expect(all.data!.libraryCategories).toEqual(restCategories.map((c) => ({ id: String(c.id), name: c.name })));
    const restAll = (await suite.client.get<{ total: number; list: RestDocument[] }>('/api/library', { token, lang: 'en-US', query: { page: 1, limit: 3 } })).body.data;
    expect(all.data!.libraryDocuments.totalCount).toBe(restAll.total);
    expect(all.data!.libraryDocuments.pageInfo).toEqual({ page: 1, pageSize: 3, hasNextPage: restAll.total > 3 });
    expect(all.data!.libraryDocuments.nodes).toEqual(
      restAll.list.map((d) => ({
        id: String(d.id),
        name: d.name,
        fileExtension: d.suffix,
        sizeBytes: d.size,
        browseCount: d.browse_number,
        updatedAt: new Date(d.updated_at * 1000).toISOString(),
        downloadName: `${d.name}.${d.suffix}`,
        category: d.category_id === null ? null : { id: String(d.category_id), name: d.category_name },
      })),
    );

    const category = restCategories[0]!;
    const inCategory = await next<{ libraryDocuments: Page<{ id: string; category: { id: string } | null }> }>(url(), DOCUMENTS, { categoryId: String(category.id), pageSize: 100 }, { token });
    const restIn = (await suite.client.get<{ total: number; list: RestDocument[] }>('/api/library', { token, query: { category_id: category.id, page: 1, limit: 100 } })).body.data;
    expect(inCategory.data!.libraryDocuments.totalCount).toBe(restIn.total);
    expect(inCategory.data!.libraryDocuments.nodes.map((d) => d.id)).toEqual(restIn.list.map((d) => String(d.id)));
    for (const document of inCategory.data!.libraryDocuments.nodes) expect(document.category?.id).toBe(String(category.id));

    const word = restAll.list[0]!.name.slice(0, 2);
    const found = await next<{ libraryDocuments: Page<{ id: string }> }>(url(), DOCUMENTS, { keywords: `  ${word} `, pageSize: 100 }, { token });
    const restFound = (await suite.client.get<{ total: number; list: RestDocument[] }>('/api/library', { token, query: { keywords: word, page: 1, limit: 100 } })).body.data;
    expect(found.data!.libraryDocuments.nodes.map((d) => d.id)).toEqual(restFound.list.map((d) => String(d.id)));
  });

  it('opens a document (one browse counted) with its preview signed for the reader; a missing one is NOT_FOUND', async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const first = (await suite.client.get<{ list: RestDocument[] }>('/api/library', { token, query: { page: 1, limit: 1 } })).body.data.list[0]!;
    const answer = await next<{ libraryDocument: { id: string; browseCount: number; downloadName: string; preview: { kind: string; url: string } } }>(url(), DOCUMENT, { id: String(first.id) }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.libraryDocument).toMatchObject({ id: String(first.id), browseCount: first.browse_number + 1, downloadName: `${first.name}.${first.suffix}` });
    expect(['PDF', 'TEXT']).toContain(answer.data!.libraryDocument.preview.kind);
    // The address opens for this reader (the library folder is private).
    const file = await fetch(new URL(answer.data!.libraryDocument.preview.url, url()), { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    await file.arrayBuffer();

    const missing = await next<{ libraryDocument: unknown }>(url(), DOCUMENT, { id: '999999' }, { token, lang: 'en-US' });
    expect(missing.data?.libraryDocument ?? null).toBeNull();
    expect(missing.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expectNoUpstreamDetail(missing);
    const none = await next(url(), DOCUMENT, { id: String(first.id) });
    expect(none.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("answers the SPA's own documents (src/graphql/library.graphql) as the browser sends them: one browse per opening, none for the preview", async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const spa = <T>(name: string, variables: Record<string, unknown>, options: GraphQLRequestOptions = { token }) => {
      const { hash, text } = spaOperation(name);
      return graphql<T>(url(), { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, options);
    };
    const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === '__typename' ? undefined : field))) as T;
    const asListed = (d: RestDocument) => ({ id: String(d.id), name: d.name, fileExtension: d.suffix, sizeBytes: d.size, browseCount: d.browse_number, updatedAt: new Date(d.updated_at * 1000).toISOString() });

    const categories = await spa<{ libraryCategories: { id: string; name: string }[] }>('LibraryCategories', {}, { token, lang: 'en-US' });
    const restCategories = (await suite.client.get<{ list: { id: number; name: string }[] }>('/api/library/category', { token, lang: 'en-US' })).body.data.list;
    expect(plain(categories.data!.libraryCategories)).toEqual(restCategories.map((c) => ({ id: String(c.id), name: c.name })));
    const category = restCategories[0]!;
    const listed = await spa<{ libraryDocuments: { totalCount: number; nodes: unknown[] } }>('LibraryDocuments', { categoryId: String(category.id), page: 1, pageSize: 5 });
    const restListed = (await suite.client.get<{ total: number; list: RestDocument[] }>('/api/library', { token, query: { category_id: category.id, page: 1, limit: 5 } })).body.data;
    expect(plain(listed.data!.libraryDocuments)).toEqual({ totalCount: restListed.total, nodes: restListed.list.map(asListed) });

    const first = restListed.list[0]!;
    const opened = await spa<{ libraryDocument: Record<string, unknown> }>('LibraryDocument', { id: String(first.id) });
    expect(plain(opened.data!.libraryDocument)).toEqual({
      ...asListed(first),
      browseCount: first.browse_number + 1,
      downloadName: `${first.name}.${first.suffix}`,
      category: { id: String(category.id), name: first.category_name },
    });
    const preview = await spa<{ libraryDocumentPreview: { kind: string; url: string } }>('LibraryDocumentPreview', { id: String(first.id) });
    const restPreview = (await suite.client.get<{ kind: string; url: string }>(`/api/library/${first.id}/preview`, { token })).body.data;
    expect(preview.data!.libraryDocumentPreview.kind).toBe(restPreview.kind.toUpperCase());
    expect(preview.data!.libraryDocumentPreview.url.split('?')[0]).toBe(restPreview.url.split('?')[0]);
    const reread = (await suite.client.get<{ list: RestDocument[] }>('/api/library', { token, query: { category_id: category.id, page: 1, limit: 5 } })).body.data.list.find((d) => d.id === first.id)!;
    expect(reread.browse_number).toBe(first.browse_number + 1);
    const missing = await spa('LibraryDocumentPreview', { id: '999999' });
    expect(missing.errors![0]!.extensions?.code).toBe('NOT_FOUND');
    expectNoUpstreamDetail(missing);
    const anonymous = await spa('LibraryDocumentPreview', { id: String(first.id) }, {});
    expect(anonymous.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');

    const articles = await spa<{ newsArticles: { totalCount: number; nodes: { id: string }[] } }>('NewsArticles', { page: 1, pageSize: 2 });
    const restArticles = (await suite.client.get<{ total: number; list: { id: number; title: string; cover: string; summary: string; browse_number: number; updated_at: number }[] }>('/api/information', { token, query: { page: 1, limit: 2 } })).body.data;
    expect(plain(articles.data!.newsArticles)).toEqual({
      totalCount: restArticles.total,
      nodes: restArticles.list.map((n) => ({ id: String(n.id), title: n.title, cover: n.cover, summary: n.summary, browseCount: n.browse_number, updatedAt: new Date(n.updated_at * 1000).toISOString() })),
    });
    const article = await spa<{ newsArticle: { browseCount: number; content: string } }>('NewsArticle', { id: articles.data!.newsArticles.nodes[0]!.id });
    const restArticle = (await suite.client.get<{ content: string; browse_number: number }>(`/api/information/${restArticles.list[0]!.id}`, { token })).body.data;
    expect(article.data!.newsArticle).toMatchObject({ content: restArticle.content, browseCount: restArticle.browse_number - 1 });
  });

  it('lists news as REST does, and an article read from a list opens it for its body', async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const answer = await next<{ newsArticles: Page<Record<string, unknown>> }>(url(), ARTICLES, { pageSize: 2 }, { token });
    expect(answer.errors).toBeUndefined();
    const rest = (await suite.client.get<{ total: number; list: { id: number; title: string; cover: string; summary: string; browse_number: number; updated_at: number }[] }>('/api/information', { token, query: { page: 1, limit: 2 } }))
      .body.data;
    expect(answer.data!.newsArticles.totalCount).toBe(rest.total);
    expect(answer.data!.newsArticles.nodes).toEqual(
      rest.list.map((n) => ({ id: String(n.id), title: n.title, cover: n.cover, summary: n.summary, browseCount: n.browse_number, updatedAt: new Date(n.updated_at * 1000).toISOString() })),
    );
    const id = rest.list[0]!.id;
    const detail = (await suite.client.get<{ content: string; browse_number: number }>(`/api/information/${id}`, { token })).body.data;
    const body = await next<{ newsArticles: Page<{ id: string; content: string }> }>(url(), '{ newsArticles(pageSize: 1) { nodes { id content } } }', {}, { token });
    expect(body.data!.newsArticles.nodes[0]).toEqual({ id: String(id), content: detail.content });
    const article = await next<{ newsArticle: { browseCount: number } }>(url(), 'query A($id: ID!) { newsArticle(id: $id) { browseCount } }', { id: String(id) }, { token });
    // REST's opening, the list's body and this one: three browses after REST's answer counted its own.
    expect(article.data!.newsArticle.browseCount).toBe(detail.browse_number + 2);
  });
});

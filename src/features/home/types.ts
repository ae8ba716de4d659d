import type { HomeBundleQuery, HomeNewestQuery, HomeCreditRankingQuery, HomeStudyFeedQuery, HomeStudyDayQuery, HomePunchInsQuery } from '../../graphql/generated/home';

/** Items of the home answers, as the generated operation types give them. */
type Item<T> = T extends readonly (infer I)[] ? NonNullable<I> : never;

export type Viewer = HomeBundleQuery['viewer'];
export type BannerItem = Item<HomeBundleQuery['homeBanners']>;
export type StudyCardItem = Item<Viewer['coursesInProgress']>;
export type PendingExam = Item<Viewer['pendingExams']>;
export type DayItem = Item<HomeStudyDayQuery['viewer']['studyDay']>;
export type RankRow = Item<HomeCreditRankingQuery['creditRanking']>;
export type LibraryItem = HomeNewestQuery['libraryDocuments']['nodes'][number];
export type NewsItem = HomeNewestQuery['newsArticles']['nodes'][number];
export type StudyRecord = HomeStudyFeedQuery['studyFeed']['nodes'][number];
export type SignEntry = Item<NonNullable<HomePunchInsQuery['viewer']['punchInsDue']>['today']>;

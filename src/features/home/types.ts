import type { HomeInfoQuery, HomeRankScoreQuery, HomeStudyTrendsQuery, PcHomeQuery, StudyDayQuery, StudySignListQuery } from '../../graphql/generated/home';

/** Items of the home answers, as the generated operation types give them. */
type Data<T> = NonNullable<T> extends { data: infer D } ? NonNullable<D> : never;
type Item<T> = T extends readonly (infer I)[] ? NonNullable<I> : never;

export type HomeData = Data<PcHomeQuery['pcHome']>;
export type BannerItem = Item<HomeData['banner_data']>;
export type StudyCardItem = Item<HomeData['course_study']>;
export type PendingExam = Item<HomeData['exam_data']>;
export type DayItem = Item<Data<StudyDayQuery['studyDay']>['list']>;
export type RankRow = Item<Data<HomeRankScoreQuery['homeRankTop10Score']>['list']>;
export type LibraryItem = Item<Data<HomeInfoQuery['homeInfo']>['library']>;
export type NewsItem = Item<Data<HomeInfoQuery['homeInfo']>['information']>;
export type StudyRecord = Item<Data<HomeStudyTrendsQuery['homeStudyTrends']>['list']>;
export type SignEntry = Item<Data<StudySignListQuery['studyMapStudySignList']>['dk_list']>;

import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { HomeBundleDocument, HomeNewestDocument, HomePageDocument } from '../../graphql/generated/home';
import { todayIso } from '../../shared/dates';
import { present } from '../../shared/present';
import { arrivalFetchPolicy, arrivalVariables } from './arrival';
import { BannerCarousel } from './BannerCarousel';
import { ContinueLearning } from './ContinueLearning';
import { HomeArrival } from './HomeArrival';
import { LibraryBlock } from './LibraryBlock';
import { NewsBlock } from './NewsBlock';
import { PendingExams } from './PendingExams';
import { RankingBlock } from './RankingBlock';
import { SignInList } from './SignInList';
import { StudyCalendar } from './StudyCalendar';
import { StudyRecordFeed } from './StudyRecordFeed';
import { UserStats } from './UserStats';
import './home.css';

/**
 * The home screen (spec section 2): banners, the caller's courses in progress, the study
 * calendar, pending exams, the library and the study feed; on the right personal stats,
 * the sign-in list, the two rankings and the latest news.
 *
 * On arrival the page sends one operation for every block (HomePage), refreshed on each
 * visit (the route's loader sends it, see arrival.ts); the blocks wait for it and then read
 * their part from the cache. When it fails, each block asks for its own part and shows its
 * own error and retry.
 */
export function HomePage() {
  const [today] = useState(todayIso);
  const [fetchPolicy] = useState(() => arrivalFetchPolicy(today));
  const arrival = useQuery(HomePageDocument, { variables: arrivalVariables(today), context: { handlesErrors: true }, fetchPolicy });
  // The blocks are drawn with their data in a deferred render, which React splits into short
  // slices: the first paint shows the skeletons at once, and drawing every block never holds
  // the main thread for long (the arrival is often there before the page, see arrival.ts).
  const arrived = useDeferredValue(arrival.data !== undefined || arrival.error !== undefined, false);
  const home = useQuery(HomeBundleDocument, { context: { handlesErrors: true }, skip: !arrived });
  const info = useQuery(HomeNewestDocument, { context: { handlesErrors: true }, skip: !arrived });
  const homeData = home.data;
  const infoData = info.data;
  // Until the arrival is there the two are skipped: their blocks show as loading.
  const homeQuery = { ...home, data: homeData, loading: !arrived || home.loading };
  const infoQuery = { ...info, data: infoData, loading: !arrived || info.loading };

  const courses = present(homeData?.viewer.coursesInProgress);
  const last = homeData?.viewer.lastStudiedCourse;
  const cards = courses.length > 0 ? courses : last ? [last] : [];

  return (
    <HomeArrival.Provider value={arrived}>
      <div className="home" data-testid="home-page">
        <div className="home__main">
          <BannerCarousel banners={present(homeData?.homeBanners)} loading={homeQuery.loading && !homeData} />
          <ContinueLearning cards={cards} query={homeQuery} />
          <StudyCalendar />
          <PendingExams exams={present(homeData?.viewer.pendingExams)} query={homeQuery} />
          <LibraryBlock items={present(infoData?.libraryDocuments.nodes)} query={infoQuery} />
          <StudyRecordFeed />
        </div>
        <aside className="home__side">
          <UserStats />
          <SignInList />
          <RankingBlock kind="score" />
          <RankingBlock kind="study" />
          <NewsBlock items={present(infoData?.newsArticles.nodes)} query={infoQuery} />
        </aside>
      </div>
    </HomeArrival.Provider>
  );
}

import { routeIdPage } from '../../shared/route-id-page';
import { LearningCentrePage } from './LearningCentrePage';
import { MemberCertificatePage } from './MemberCertificatePage';
import { MemberCoursePage } from './MemberCoursePage';
import { TaskShowPage } from './TaskShowPage';
import { TrainShowPage } from './TrainShowPage';

export function Knowledge() {
  return <LearningCentrePage />;
}

export const MineTaskShow = routeIdPage('/auth/mine-task/mine-task-show/$id', (id) => <TaskShowPage id={id} />);
export const MineTrainShow = routeIdPage('/auth/mine-train/mine-train-show/$id', (id) => <TrainShowPage id={id} />);

export function MemberCourse() {
  return <MemberCoursePage />;
}

export function MemberCertificate() {
  return <MemberCertificatePage />;
}

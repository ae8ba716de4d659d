import { routeIdPage } from '../../shared/route-id-page';
import { TeacherListPage } from './TeacherListPage';
import { TeacherShowPage } from './TeacherShowPage';

export function TeacherList() {
  return <TeacherListPage />;
}

export const TeacherShow = routeIdPage('/auth/teachers/teacher-show/$id', (id) => <TeacherShowPage id={id} />);

import { CourseListPage } from './CourseListPage';
import { CoursePage } from './CoursePage';
import { FaceShowPage } from './FaceShowPage';
import { MyQuestionsPage } from './MyQuestionsPage';
import { QuestionShowPage } from './QuestionShowPage';
import { routeIdPage } from '../../shared/route-id-page';

/** Route components of the course pages: each reads its id (or search) through its own route. */
export function CourseList() {
  return <CourseListPage />;
}

// CourseShow, CourseDetail and their mine-course / mine-task variants show the same course page.
export const CourseShow = routeIdPage('/auth/course/course-show/$id', (id) => <CoursePage id={id} />);
export const CourseDetail = routeIdPage('/auth/course/course-detail/$id', (id) => <CoursePage id={id} />);
export const MineCourseShow = routeIdPage('/auth/mine-course/course-show/$id', (id) => <CoursePage id={id} />);
export const MineCourseDetail = routeIdPage('/auth/mine-course/course-detail/$id', (id) => <CoursePage id={id} />);
export const MineTaskCourseShow = routeIdPage('/auth/mine-task/course-show/$id', (id) => <CoursePage id={id} />);
export const MineTaskCourseDetail = routeIdPage('/auth/mine-task/course-detail/$id', (id) => <CoursePage id={id} />);
export const FaceShow = routeIdPage('/auth/course/face-show/$id', (id) => <FaceShowPage id={id} />);
export const QuestionShow = routeIdPage('/auth/course/question-show/$id', (id) => <QuestionShowPage id={id} />);
export function MemberQuestions() {
  return <MyQuestionsPage />;
}

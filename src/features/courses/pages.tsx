import { useParams, useSearch } from '@tanstack/react-router';
import { CourseListPage } from './CourseListPage';
import { CoursePage } from './CoursePage';
import { DocumentPage } from './DocumentPage';
import { FaceShowPage } from './FaceShowPage';
import { MediaPlayerPage } from './MediaPlayerPage';
import { MyQuestionsPage } from './MyQuestionsPage';
import { PlaybackPage } from './PlaybackPage';
import { QuestionShowPage } from './QuestionShowPage';

/** Route components of the course pages: each reads its path id (or search) and renders its page. */
const useId = () => (useParams({ strict: false }) as { id?: string }).id ?? '';

export function CourseList() {
  return <CourseListPage />;
}

/** CourseShow, CourseDetail and their mine-course / mine-task variants show the same course page. */
export function CourseShow() {
  const id = useId();
  return <CoursePage key={id} id={id} />;
}

export function FaceShow() {
  const id = useId();
  return <FaceShowPage key={id} id={id} />;
}

export function QuestionShow() {
  const id = useId();
  return <QuestionShowPage key={id} id={id} />;
}

export function VideoPlayer() {
  const id = useId();
  return <MediaPlayerPage key={id} id={id} kind="video" />;
}

export function AudioPlayer() {
  const id = useId();
  return <MediaPlayerPage key={id} id={id} kind="audio" />;
}

export function DocumentReader() {
  const id = useId();
  return <DocumentPage key={id} id={id} />;
}

export function Playback() {
  const search = useSearch({ strict: false }) as { href?: string; course_id?: number };
  return <PlaybackPage href={search.href} courseId={search.course_id} />;
}

export function MemberQuestions() {
  return <MyQuestionsPage />;
}

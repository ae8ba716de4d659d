import { useParams } from '@tanstack/react-router';
import { TeacherListPage } from './TeacherListPage';
import { TeacherShowPage } from './TeacherShowPage';

export function TeacherList() {
  return <TeacherListPage />;
}

export function TeacherShow() {
  const id = (useParams({ strict: false }) as { id?: string }).id ?? '';
  return <TeacherShowPage key={id} id={id} />;
}

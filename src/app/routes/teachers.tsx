import { lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from './params';
import { authLayout, idPage, page } from './root';

export const teacherRoutes = [
  page(() => authLayout, '/teachers', { title: 'teachers' }, lazyRouteComponent(() => import('../../features/teachers/pages'), 'TeacherList')),
  idPage(() => authLayout, '/teachers/teacher-show/$id', { title: 'teacherShow' }, idParams, lazyRouteComponent(() => import('../../features/teachers/pages'), 'TeacherShow')),
];

import { DomainError } from '../../core/errors.js';
import type { LecturersRepo } from './lecturers-repo.js';
import { toNumber } from '../../core/db/database.js';
import type { CourseService } from '../courses/index.js';
import type { TrainingService } from '../trainings/index.js';

type Locale = 'zh-CN' | 'en-US';

/** Lecturer list and detail, their online courses and their offline (face-to-face) trainings. */
export class LecturerService {
  constructor(
    private readonly lecturers: LecturersRepo,
    private readonly courseService: CourseService,
    private readonly trainingService: Pick<TrainingService, 'byLecturer'>,
  ) {}

  async list(keywords: string | undefined, page: number, limit: number) {
    const { rows, total } = await this.lecturers.page(keywords, page, limit);
    const counts = await this.lecturers.courseCounts(rows.map((l) => l.id));
    return {
      list: rows.map((l) => ({ ...l, course_count: toNumber(counts.find((c) => c.lecturer_id === l.id)?.total) })),
      total,
      current_page: page,
    };
  }

  async detail(id: number) {
    const lecturer = await this.lecturers.find(id);
    if (!lecturer) throw new DomainError('notFound', 'lecturerNotFound');
    const [count] = await this.lecturers.courseCounts([id]);
    return { ...lecturer, course_count: toNumber(count?.total) };
  }

  async courses(userId: number, id: number, page: number, limit: number, locale: Locale) {
    await this.detail(id);
    const { rows, total } = await this.courseService.searchRows({ lecturerId: id, faceToFace: false }, userId, page, limit);
    return { list: await this.courseService.cards(rows, locale), total, current_page: page };
  }

  /** The face-to-face trainings the lecturer gives (the trainings table, as in my training). */
  async trainings(userId: number, id: number, page: number, limit: number) {
    await this.detail(id);
    return this.trainingService.byLecturer(userId, id, page, limit);
  }
}

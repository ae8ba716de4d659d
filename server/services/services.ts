import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { CodesRepo } from '../repositories/codes-repo.js';
import { ExamRepo } from '../repositories/exam-repo.js';
import { QuestionRepo } from '../repositories/question-repo.js';
import { QuestionnaireRepo } from '../repositories/questionnaire-repo.js';
import { CourseProgressRepo } from '../repositories/course-progress-repo.js';
import { CourseQaRepo } from '../repositories/course-qa-repo.js';
import { CoursesRepo } from '../repositories/courses-repo.js';
import { LecturersRepo } from '../repositories/lecturers-repo.js';
import { ConfigRepo } from '../repositories/config-repo.js';
import { CreditsRepo } from '../repositories/credits-repo.js';
import { LiveRepo } from '../repositories/live-repo.js';
import { LoginThrottleRepo } from '../repositories/login-throttle-repo.js';
import { NotificationsRepo } from '../repositories/notifications-repo.js';
import { MapSignRepo } from '../repositories/map-sign-repo.js';
import { NoticeRulesRepo } from '../repositories/notice-rules-repo.js';
import { StudyDayRepo } from '../repositories/study-day-repo.js';
import { SessionsRepo } from '../repositories/sessions-repo.js';
import { HomeRepo } from '../repositories/home-repo.js';
import { RankingsRepo } from '../repositories/rankings-repo.js';
import { RecordType, StudyRecordsRepo, TaskType } from '../repositories/study-records-repo.js';
import { UsersRepo } from '../repositories/users-repo.js';
import { AuthService } from './auth-service.js';
import { CompanyCalendar } from './calendar.js';
import type { CodeSender } from './code-sender.js';
import { ConfigService } from './config-service.js';
import { ExamService } from './exam-service.js';
import { QuestionnaireService } from './questionnaire-service.js';
import { CourseProgressService } from './course-progress-service.js';
import { CourseQaService } from './course-qa-service.js';
import { CourseService } from './course-service.js';
import { LecturerService } from './lecturer-service.js';
import { HomeService } from './home-service.js';
import { LiveService } from './live-service.js';
import { NotificationsService } from './notifications-service.js';
import { NoticeProducer } from './notice-producer.js';
import { SignInService } from './sign-in-service.js';
import { StudyDayService } from './study-day-service.js';
import { UsersService } from './users-service.js';
import { VerificationService } from './verification-service.js';

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  codeSender: CodeSender;
  timezone: string;
  adminUrl: string;
  /** Folder of stored files (/files/...); the course service checks that media exist. */
  filesDir?: string;
  /** How long the home page's company-wide blocks are reused (default HOME_CACHE_TTL_MS; 0: never). */
  homeCacheTtlMs?: number;
}

/** Wires repositories into services once per process; routes reach them as `app.services`. */
export function createServices(deps: ServiceDeps) {
  const users = new UsersRepo(deps.db);
  const calendar = new CompanyCalendar(deps.timezone);
  const config = new ConfigService(new ConfigRepo(deps.db));
  const auth = new AuthService(users, new SessionsRepo(deps.db), new LoginThrottleRepo(deps.db), deps.logger);
  const verification = new VerificationService(new CodesRepo(deps.db), users, deps.codeSender, deps.logger);
  const credits = new CreditsRepo(deps.db);
  const rankings = new RankingsRepo(deps.db);
  const studyRecords = new StudyRecordsRepo(deps.db);
  const usersService = new UsersService(
    users,
    credits,
    rankings,
    auth,
    verification,
    calendar,
    () => config.dailyLoginPoints(),
  );
  const coursesRepo = new CoursesRepo(deps.db);
  const courseProgressRepo = new CourseProgressRepo(deps.db);
  const courseProgress = new CourseProgressService(deps.db, coursesRepo, courseProgressRepo, calendar, studyRecords);
  const courses = new CourseService(deps.db, coursesRepo, courseProgressRepo, courseProgress, deps.filesDir);
  // exams (issue 5): a passed class test or a submitted questionnaire completes its course period.
  const examRepo = new ExamRepo(deps.db);
  const completePeriod = (userId: number, periodId: number) => courseProgress.completePeriod(userId, periodId);
  const examStudied = (userId: number, examId: number) => studyRecords.touch(userId, { recordType: RecordType.taskOrExam, taskType: TaskType.exam, targetId: examId });
  const exams = new ExamService(deps.db, examRepo, new QuestionRepo(deps.db), completePeriod, examStudied);
  const lecturersRepo = new LecturersRepo(deps.db);
  // home: the pcHome bundle, stats, month rankings, library and news, the study-record feed.
  const home = new HomeService(
    new HomeRepo(deps.db),
    usersService,
    rankings,
    credits,
    studyRecords,
    lecturersRepo,
    calendar,
    deps.homeCacheTtlMs,
  );
  const questionnaires = new QuestionnaireService(new QuestionnaireRepo(deps.db), examRepo, completePeriod);
  return {
    courseProgress,
    courses,
    exams,
    questionnaires,
    courseQa: new CourseQaService(deps.db, new CourseQaRepo(deps.db), coursesRepo),
    lecturers: new LecturerService(lecturersRepo, courses),
    home,
    auth,
    config,
    verification,
    users: usersService,
    notifications: new NotificationsService(new NotificationsRepo(deps.db)),
    // study calendar, map punch-ins and the notices nobody sends by hand
    studyDay: new StudyDayService(new StudyDayRepo(deps.db), calendar),
    signIn: new SignInService(new MapSignRepo(deps.db), calendar),
    notices: new NoticeProducer(deps.db, new NoticeRulesRepo(), deps.timezone),
    // live classes: play tokens, the live room and its HLS stream
    live: new LiveService(new LiveRepo(deps.db), deps.filesDir),
    calendar,
    adminUrl: deps.adminUrl,
  };
}

export type Services = ReturnType<typeof createServices>;

import type { Logger } from 'pino';
import type { Db } from '../core/db/database.js';
import { CodesRepo } from '../modules/session/codes-repo.js';
import { ExamRepo } from '../modules/exams/exam-repo.js';
import { QuestionRepo } from '../modules/exams/question-repo.js';
import { QuestionnaireRepo } from '../modules/questionnaires/questionnaire-repo.js';
import { CourseProgressRepo } from '../modules/courses/course-progress-repo.js';
import { CourseQaRepo } from '../modules/course-qa/course-qa-repo.js';
import { CoursesRepo } from '../modules/courses/courses-repo.js';
import { LecturersRepo } from '../modules/lecturers/lecturers-repo.js';
import { ConfigRepo } from '../modules/config/config-repo.js';
import { CreditsRepo } from '../modules/users/credits-repo.js';
import { LiveRepo } from '../modules/live/live-repo.js';
import { LoginThrottleRepo } from '../modules/session/login-throttle-repo.js';
import { NotificationsRepo } from '../modules/notify/notifications-repo.js';
import { MapSignRepo } from '../modules/study-calendar/map-sign-repo.js';
import { NoticeRulesRepo } from '../modules/notify/notice-rules-repo.js';
import { StudyDayRepo } from '../modules/study-calendar/study-day-repo.js';
import { SessionsRepo } from '../modules/session/sessions-repo.js';
import { HomeRepo } from '../modules/home/home-repo.js';
import { RankingsRepo } from '../modules/users/rankings-repo.js';
import { RecordType, StudyRecordsRepo, TaskType } from '../modules/study-records/study-records-repo.js';
import { UsersRepo } from '../modules/users/users-repo.js';
import { AuthService } from '../modules/session/auth-service.js';
import { CompanyCalendar } from '../core/calendar.js';
import type { CodeSender } from '../modules/session/code-sender.js';
import { ConfigService } from '../modules/config/config-service.js';
import { ExamService } from '../modules/exams/exam-service.js';
import { QuestionnaireService } from '../modules/questionnaires/questionnaire-service.js';
import { CourseProgressService } from '../modules/courses/course-progress-service.js';
import { CourseQaService } from '../modules/course-qa/course-qa-service.js';
import { CourseService } from '../modules/courses/course-service.js';
import { LecturerService } from '../modules/lecturers/lecturer-service.js';
import { HomeService } from '../modules/home/home-service.js';
import { LiveService } from '../modules/live/live-service.js';
import { NotificationsService } from '../modules/notify/notifications-service.js';
import { NoticeProducer } from '../modules/notify/notice-producer.js';
import { SignInService } from '../modules/study-calendar/sign-in-service.js';
import { StudyDayService } from '../modules/study-calendar/study-day-service.js';
import { UsersService } from '../modules/users/users-service.js';
import { VerificationService } from '../modules/session/verification-service.js';

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

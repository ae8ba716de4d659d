import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import { toNumber } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { translate, type MessageKey } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { ExamReportRepo } from './exam-report-repo.js';
import type { ExamListRow, ExamListSort, ExamQuestionRow, ExamQuestionSort, ExamReportFilter } from './exam-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery, ReportsRepo } from './reports-repo.js';
import type { ExportColumn } from './reports-service.js';

/** A company day as the exam results report takes it: 'YYYY-MM-DD'. */
export const DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** The exam results report's filters as asked: a department (with those below it), the first and last company day of submission. */
export interface ExamReportInput {
  departmentId?: number;
  from?: string;
  to?: string;
}

/** The exports of the exam results report (ExportRequest in reports-service.ts). */
export type ExamExportRequest =
  | { report: 'exams'; filter: ExamReportInput; sort: ExamListSort; order: Direction }
  | { report: 'exam-questions'; examId: number; filter: ExamReportInput; sort: ExamQuestionSort; order: Direction };

/** The question types (src/shared/spec-codes.ts) the report names. */
const QUESTION_TYPES = [1, 2, 3, 4, 5, 6] as const;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const orNull = (value: unknown, digits: number) => (value === null || value === undefined ? null : round(toNumber(value), digits));

/**
 * The exam results report: the exams with their marked attempts' figures, one exam's figures,
 * score distribution and question analysis (see exam-report-repo.ts for which attempts count
 * and how the discrimination index is worked out), and the rows of their exports.
 */
export class ExamReport {
  constructor(
    private readonly repo: ExamReportRepo,
    private readonly reports: ReportsRepo,
    private readonly calendar: CompanyCalendar,
    /** The reports' department check (a department that does not exist is refused at department_id). */
    private readonly checkDepartment: (departmentId: number | undefined) => Promise<void>,
  ) {}

  /** A page of the exams with marked attempts. */
  async list(input: ExamReportInput, sort: ExamListSort, order: Direction, page: number, limit: number) {
    const filter = await this.filter(input);
    const { rows, total } = await this.reports.page<ExamListRow>(this.repo.exams(filter, sort, order), page, limit);
    return { list: rows.map(examItem), total, current_page: page };
  }

  /**
   * One exam: its figures, its best scores in ten bands of 10% of the full score (band i from
   * i×10% included to (i+1)×10% excluded, the last one including the full score), and its
   * questions with their correct rate and discrimination index, in the order asked.
   */
  async detail(examId: number, input: ExamReportInput, sort: ExamQuestionSort, order: Direction) {
    const exam = await this.exam(examId);
    const filter = await this.filter(input);
    const [figures, bands, questions] = await Promise.all([
      this.repo.figures(examId, filter),
      this.repo.distribution(examId, exam.total_score, filter),
      this.repo.all<ExamQuestionRow>(this.repo.questions(examId, filter, sort, order)),
    ]);
    const counts = new Map(bands.map((band) => [band.band, band.count]));
    const examinees = figures.examinees;
    return {
      exam_id: exam.id,
      title: exam.title,
      exam_start: unixSeconds(exam.exam_start),
      exam_end: unixSeconds(exam.exam_end),
      full_score: exam.total_score,
      pass_score: exam.pass_score,
      attempts: figures.attempts,
      examinees,
      passed: figures.passed,
      pass_rate: examinees > 0 ? round(figures.passed / examinees, 4) : null,
      average_score: orNull(figures.average_score, 2),
      highest_score: orNull(figures.highest_score, 1),
      lowest_score: orNull(figures.lowest_score, 1),
      average_seconds: orNull(figures.average_seconds, 0),
      median_seconds: orNull(figures.median_seconds, 0),
      distribution:
        exam.total_score > 0
          ? Array.from({ length: 10 }, (_, band) => ({ band, from: round((exam.total_score * band) / 10, 1), to: round((exam.total_score * (band + 1)) / 10, 1), count: counts.get(band) ?? 0 }))
          : [],
      questions: questions.map(questionItem),
    };
  }

  /** The query and columns of an export (ReportsService.export streams them). */
  async exportOf(request: ExamExportRequest): Promise<{ query: ReportQuery; columns: ExportColumn<never>[] }> {
    const filter = await this.filter(request.filter);
    if (request.report === 'exams') return { query: this.repo.exams(filter, request.sort, request.order), columns: this.examColumns() as ExportColumn<never>[] };
    await this.exam(request.examId, 'exam_id');
    return { query: this.repo.questions(request.examId, filter, request.sort, request.order), columns: QUESTION_COLUMNS as ExportColumn<never>[] };
  }

  private async exam(examId: number, field?: string) {
    const exam = await this.repo.exam(examId);
    if (!exam) throw new DomainError('notFound', 'reportExamMissing', {}, field);
    return exam;
  }

  /** The department checked, the days as the instants they start and end in the company's zone; the first not after the last. */
  private async filter(input: ExamReportInput): Promise<ExamReportFilter> {
    await this.checkDepartment(input.departmentId);
    const day = (text: string | undefined, field: string) => {
      if (text === undefined) return undefined;
      const value = DateTime.fromISO(text, { zone: this.calendar.zone });
      if (!value.isValid) throw new DomainError('invalid', 'reportDateInvalid', {}, field);
      return value.startOf('day');
    };
    const from = day(input.from, 'from');
    const to = day(input.to, 'to');
    if (from && to && from > to) throw new DomainError('invalid', 'reportDateRange', {}, 'from');
    return { departmentId: input.departmentId, since: from?.toJSDate(), until: to?.plus({ days: 1 }).toJSDate() };
  }

  private examColumns(): ExportColumn<ExamListRow>[] {
    const time = (value: Date) => DateTime.fromJSDate(new Date(value), { zone: this.calendar.zone }).toFormat('yyyy-MM-dd HH:mm');
    return [
      { header: 'reportColumn.exam', cell: (row) => row.title },
      { header: 'reportColumn.examStart', cell: (row) => time(row.exam_start) },
      { header: 'reportColumn.fullScore', cell: (row) => toNumber(row.full_score) },
      { header: 'reportColumn.passScore', cell: (row) => toNumber(row.pass_score) },
      { header: 'reportColumn.attempts', cell: (row) => toNumber(row.attempts) },
      { header: 'reportColumn.examinees', cell: (row) => toNumber(row.examinees) },
      { header: 'reportColumn.passed', cell: (row) => toNumber(row.passed) },
      { header: 'reportColumn.passRate', cell: (row) => percent(row.pass_rate) },
      { header: 'reportColumn.averageScore', cell: (row) => orNull(row.average_score, 2) },
      { header: 'reportColumn.averageMinutes', cell: (row) => (row.average_seconds === null ? null : round(toNumber(row.average_seconds) / 60, 1)) },
    ];
  }
}

/** A share as a percent, one decimal. */
function percent(rate: number | null): number | null {
  return rate === null ? null : round(toNumber(rate) * 100, 1);
}

const QUESTION_COLUMNS: ExportColumn<ExamQuestionRow>[] = [
  { header: 'reportColumn.position', cell: (row) => toNumber(row.position) },
  { header: 'reportColumn.questionType', cell: (row, locale) => (QUESTION_TYPES.includes(row.type as never) ? translate(`reportQuestionType.${row.type}` as MessageKey, locale) : String(row.type)) },
  { header: 'reportColumn.question', cell: (row) => row.excerpt },
  { header: 'reportColumn.points', cell: (row) => toNumber(row.score) },
  { header: 'reportColumn.examinees', cell: (row) => toNumber(row.examinees) },
  { header: 'reportColumn.correct', cell: (row) => toNumber(row.correct) },
  { header: 'reportColumn.correctRate', cell: (row) => percent(row.correct_rate) },
  { header: 'reportColumn.discrimination', cell: (row) => orNull(row.discrimination, 2) },
];

/** An exam of the list as REST answers it: times in unix seconds, rates 0 to 1. */
function examItem(row: ExamListRow) {
  return {
    exam_id: row.exam_id,
    title: row.title,
    exam_start: unixSeconds(row.exam_start),
    exam_end: unixSeconds(row.exam_end),
    full_score: toNumber(row.full_score),
    pass_score: toNumber(row.pass_score),
    attempts: toNumber(row.attempts),
    examinees: toNumber(row.examinees),
    passed: toNumber(row.passed),
    pass_rate: orNull(row.pass_rate, 4),
    average_score: orNull(row.average_score, 2),
    average_seconds: orNull(row.average_seconds, 0),
  };
}

function questionItem(row: ExamQuestionRow) {
  return {
    question_id: row.question_id,
    position: toNumber(row.position),
    type: toNumber(row.type),
    excerpt: row.excerpt,
    score: toNumber(row.score),
    examinees: toNumber(row.examinees),
    correct: toNumber(row.correct),
    correct_rate: orNull(row.correct_rate, 4),
    discrimination: orNull(row.discrimination, 4),
  };
}

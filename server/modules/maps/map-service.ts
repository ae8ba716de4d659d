import type { FileAddresses } from '../../core/storage/file-access.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { Db } from '../../core/db/database.js';
import { mediaProgress } from '../courses/index.js';
import type { CertificateService } from '../certificates/index.js';
import type { ExamService } from '../exams/index.js';
import type { StudyRecords } from '../study-records/index.js';
import type { CreditLedger } from '../users/index.js';
import { MAP_COMMENT_MAX } from '../../../src/shared/text-limits.js';
import { ChapterType, MapItemType, percent, stageLocks } from './map-rules.js';
import type { ChapterRow, ItemRow, MapRow, MapsRepo, StageRow } from './maps-repo.js';
import { sanitizeChapter, sanitizeComment, textOf } from './sanitize.js';

/** The exam engine's calls a map stage exam goes through. */
export type MapExams = Pick<ExamService, 'detail' | 'start' | 'submit'>;

/** The modules a map tells and asks. */
export interface MapHooks {
  /** Told once when a learner completes a map (its certificate). */
  certificates: Pick<CertificateService, 'mapCompleted'>;
  /**
   * The exam engine, read at each call: maps and exams call each other (a stage exam runs on
   * the engine, and the engine asks the maps whether it may start and tells them of a pass),
   * so app.ts makes the maps first and hands them a getter of the exams module made after.
   */
  exams: () => MapExams;
}

/** What the maps module uses of others: the study clock and study time (a video chapter is credited like a lesson) and the credit ledger. */
export interface MapDeps {
  db: Db;
  studyRecords: Pick<StudyRecords, 'creditStudySeconds' | 'addStudyTime'>;
  ledger: Pick<CreditLedger, 'earn'>;
}

interface StageView {
  stage: StageRow;
  index: number;
  chapters: ChapterRow[];
  items: ItemRow[];
  units: number;
  done: number;
  complete: boolean;
  locked: boolean;
}

/**
 * Learning maps (spec section 4 "Map": a map must be opened first; stages unlock in order).
 * A stage's units are its chapters (a video completes at its full length, an image-text
 * chapter when opened), its exams (passed) and questionnaires (submitted). Its defences are
 * listed with the learner's result (done once reviewed at the pass score or above) and link to
 * the defence, but they do not hold a stage back: a defence is held when its examiner
 * schedules it, which a learner cannot hurry, so the map's order never waits on it (a choice
 * of ours: the spec names the defence count of a stage, not a rule for it).
 * In a fixed map a stage opens when every earlier stage is complete; in a free map all are
 * open. Every call that opens a stage's content passes `gate` (map opened, stage open).
 * A map whose stages are all complete is completed once: its credits (ledger reason
 * map_complete, in the completion's transaction) and its certificate.
 */
export class MapService {
  constructor(
    private readonly repo: MapsRepo,
    private readonly calendar: CompanyCalendar,
    private readonly hooks: MapHooks,
    private readonly deps: MapDeps,
    private readonly files: FileAddresses,
  ) {}

  private async mapOrThrow(userId: number, mapId: number) {
    const map = await this.repo.find(userId, mapId);
    // A map not assigned to the caller answers like a missing one.
    if (!map) throw new DomainError('notFound', 'mapNotFound');
    return map;
  }

  /** The map with its stages and the caller's facts; stores a changed progress and the completion. */
  private async view(userId: number, map: MapRow) {
    const [stages, chapters, items] = await Promise.all([this.repo.stages(map.id), this.repo.chapters(userId, map.id), this.repo.items(userId, map.id)]);
    const partial = stages.map((stage, index) => {
      const own = chapters.filter((c) => c.phase_id === stage.id);
      const ownItems = items.filter((i) => i.phase_id === stage.id);
      const counted = [...own.map((c) => c.done), ...ownItems.filter((i) => i.item_type !== MapItemType.argument).map((i) => i.done)];
      const done = counted.filter(Boolean).length;
      return { stage, index: index + 1, chapters: own, items: ownItems, units: counted.length, done, complete: done === counted.length };
    });
    const locks = stageLocks(map.study_type, partial.map((s) => s.complete));
    const views: StageView[] = partial.map((s, i) => ({ ...s, locked: locks[i]! }));
    const units = views.reduce((n, s) => n + s.units, 0);
    const done = views.reduce((n, s) => n + s.done, 0);
    const allDone = views.length > 0 && views.every((s) => s.complete);
    let { progress, completed_at: completedAt } = map;
    if (!completedAt) {
      if (allDone && map.opened_at) {
        const completed = await this.deps.db.transaction().execute(async (trx) => {
          if (!(await this.repo.complete(userId, map.id, trx))) return false;
          await this.deps.ledger.earn(userId, 'map_complete', { refId: map.id, points: map.credits, db: trx });
          return true;
        });
        if (completed) await this.hooks.certificates.mapCompleted(userId, map);
        completedAt = new Date();
        progress = 100;
      } else if (percent(done, units) !== progress) {
        progress = percent(done, units);
        await this.repo.saveProgress(userId, map.id, progress);
      }
    }
    return { map: { ...map, progress, completed_at: completedAt }, stages: views };
  }

  private card(map: MapRow) {
    return {
      id: map.id,
      title: map.title,
      cover: map.cover,
      map_type: map.map_type,
      study_type: map.study_type,
      credits: map.credits,
      progress: map.progress,
      is_open: map.opened_at ? 1 : 0,
      is_complete: map.completed_at ? 1 : 0,
      last_study_time: unixSeconds(map.last_study_time),
    };
  }

  private stageCard(s: StageView) {
    return {
      id: s.stage.id,
      map_id: s.stage.map_id,
      phase_index: s.index,
      phase_title: s.stage.title,
      start_time: unixSeconds(s.stage.start_time),
      end_time: unixSeconds(s.stage.end_time),
      course_num: s.chapters.length,
      exam_num: s.items.filter((i) => i.item_type === MapItemType.exam).length,
      qn_num: s.items.filter((i) => i.item_type === MapItemType.questionnaire).length,
      argument_num: s.items.filter((i) => i.item_type === MapItemType.argument).length,
      progress: percent(s.done, s.units),
      is_complete: s.complete ? 1 : 0,
      locked: s.locked ? 1 : 0,
    };
  }

  /** studyMap/index: the caller's maps of a kind with their progress. */
  async list(userId: number, mapType: number | undefined, page: number, limit: number) {
    const { rows, total } = await this.repo.list(userId, mapType, page, limit);
    const list = [];
    for (const row of rows) list.push(this.card((await this.view(userId, row)).map));
    return { list, total, current_page: page };
  }

  /** studyMap/detail: the map and its stages (locked ones marked); readable before the map is opened. */
  async detail(userId: number, mapId: number) {
    const { map, stages } = await this.view(userId, await this.mapOrThrow(userId, mapId));
    return { ...this.card(map), description: map.description, phase_num: stages.length, phases: stages.map((s) => this.stageCard(s)) };
  }

  /** studyMap/open: opens the map (idempotent). */
  async open(userId: number, mapId: number) {
    await this.mapOrThrow(userId, mapId);
    await this.repo.open(userId, mapId);
    return this.detail(userId, mapId);
  }

  /** The gate of a stage's content: the map opened, the stage not locked. */
  private async gate(userId: number, mapId: number, phaseId: number) {
    const view = await this.view(userId, await this.mapOrThrow(userId, mapId));
    if (!view.map.opened_at) throw new DomainError('forbidden', 'mapNotOpened');
    const stage = view.stages.find((s) => s.stage.id === phaseId);
    if (!stage) throw new DomainError('notFound', 'stageNotFound');
    if (stage.locked) throw new DomainError('forbidden', 'stageLocked');
    return { ...view, stage };
  }

  /** studyMap/phaseInfo: a stage's chapters, exams, questionnaires and defences. */
  async phaseInfo(userId: number, phaseId: number) {
    const phase = await this.repo.phase(phaseId);
    if (!phase) throw new DomainError('notFound', 'stageNotFound');
    const { map, stage } = await this.gate(userId, phase.map_id, phaseId);
    return {
      ...this.stageCard(stage),
      map_title: map.title,
      study_type: map.study_type,
      chapters: stage.chapters.map((c) => ({
        id: c.id,
        title: c.title,
        chapter_type: c.chapter_type,
        sign_day: c.sign_day,
        is_signed: c.signed ? 1 : 0,
        is_done: c.done ? 1 : 0,
        media_seconds: c.media_seconds,
        furthest: c.furthest,
      })),
      items: stage.items.map((i) => ({ id: i.id, item_type: i.item_type, ref_id: i.ref_id, title: i.title, is_done: i.done ? 1 : 0 })),
    };
  }

  private async chapterGate(userId: number, chapterId: number) {
    const chapter = await this.repo.chapter(chapterId);
    if (!chapter) throw new DomainError('notFound', 'mapChapterNotFound');
    const view = await this.gate(userId, chapter.map_id, chapter.phase_id);
    const row = view.stage.chapters.find((c) => c.id === chapterId)!;
    return { ...view, chapter: row };
  }

  /**
   * studyMap/video: a chapter to study. Opening an image-text chapter completes it; a video
   * answers where the learner stopped and the furthest point (the course player's input).
   */
  async chapterInfo(userId: number, chapterId: number) {
    const gated = await this.chapterGate(userId, chapterId);
    const { stage } = gated;
    let { map, chapter } = gated;
    await this.repo.touch(userId, map.id);
    if (chapter.chapter_type === ChapterType.imageText && !chapter.done) {
      await this.repo.saveChapter(userId, chapterId, 0, 0, true);
      ({ map } = await this.view(userId, (await this.repo.find(userId, map.id))!));
      chapter = { ...chapter, done: true };
    }
    return {
      id: chapter.id,
      map_id: map.id,
      map_title: map.title,
      phase_id: stage.stage.id,
      phase_title: stage.stage.title,
      title: chapter.title,
      chapter_type: chapter.chapter_type,
      // Signed for the learner the chapter gate has just let in.
      media_url: chapter.chapter_type === ChapterType.video ? await this.files.sign(chapter.media_url, userId) : null,
      length: chapter.chapter_type === ChapterType.video ? chapter.media_seconds : null,
      content: chapter.chapter_type === ChapterType.imageText ? sanitizeChapter(chapter.content) : '',
      position: chapter.position,
      furthest: chapter.furthest,
      completed: chapter.done ? 1 : 0,
      no_skipping: 1,
      map_progress: map.progress,
    };
  }

  /**
   * A video chapter's study record, by the course players' rules: the claimed seconds are
   * credited against the learner's study clock (at most the time since their previous record,
   * at most the video's length), count towards the day's study time, and the chapter follows
   * the no-skip rule (mediaProgress: forward only, never past the length, its furthest point
   * and completion bounded by the seconds credited to it), all in one transaction.
   */
  async record(userId: number, input: { chapterId: number; position: number; studySeconds: number }) {
    const { map, chapter } = await this.chapterGate(userId, input.chapterId);
    if (chapter.chapter_type !== ChapterType.video || !chapter.media_seconds) throw new DomainError('invalid', 'mapChapterNotVideo');
    const length = chapter.media_seconds;
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      // The learner's clock first (one lock order with the course records).
      const { credited } = await this.deps.studyRecords.creditStudySeconds(userId, input.studySeconds, length, trx);
      const before = await this.repo.chapterProgress(userId, chapter.id, trx);
      const furthestBefore = before?.furthest ?? 0;
      const creditedSeconds = (before?.study_seconds ?? 0) + credited;
      const next = mediaProgress({ position: input.position, furthestBefore, creditedSeconds, length, noSkipping: true });
      const completed = next.completed || Boolean(before?.completed_at);
      await this.repo.saveChapter(userId, chapter.id, next.position, next.furthest, completed, credited, trx);
      await this.deps.studyRecords.addStudyTime(userId, this.calendar.today(), credited, trx);
      return { position: next.position, furthest: next.furthest, completed };
    });
    await this.repo.touch(userId, map.id);
    const after = await this.view(userId, (await this.repo.find(userId, map.id))!);
    return {
      period_id: chapter.id,
      position: saved.position,
      furthest: saved.furthest,
      length,
      period_completed: saved.completed,
      map_progress: after.map.progress,
      map_completed: after.map.completed_at ? 1 : 0,
    };
  }

  /** The caller's open holders of a stage item; refuses with the first holder's reason when none is open. */
  private async openHolder(userId: number, itemType: number, refId: number) {
    const holders = await this.repo.holders(userId, itemType, refId);
    let refusal: DomainError | null = null;
    for (const holder of holders) {
      try {
        await this.gate(userId, holder.map_id, holder.phase_id);
        return { holders, open: holder };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusal ??= error;
      }
    }
    if (refusal) throw refusal;
    return { holders, open: null };
  }

  /** The exam engine asks before a new attempt: a map stage exam starts only from an open stage. */
  async assertExamStart(userId: number, examId: number) {
    await this.openHolder(userId, MapItemType.exam, examId);
  }

  /** The questionnaire engine asks before a submission: a stage questionnaire only from an open stage. */
  async assertQuestionnaire(userId: number, questionnaireId: number) {
    await this.openHolder(userId, MapItemType.questionnaire, questionnaireId);
  }

  /** The map exam calls: the exam must be a stage exam of the caller's maps, in an open stage. */
  private async assertMapExam(userId: number, examId: number) {
    const { open } = await this.openHolder(userId, MapItemType.exam, examId);
    if (!open) throw new DomainError('notFound', 'mapExamNotInMap');
  }

  /** studyMap/examInfo: a stage exam's explanation (the exam engine's rules), from an open stage. */
  async examInfo(userId: number, examId: number) {
    await this.assertMapExam(userId, examId);
    return this.hooks.exams().detail(userId, examId);
  }

  /** studyMap/examQuestions: starts (or resumes) an attempt of a stage exam, from an open stage. */
  async startExam(userId: number, examId: number) {
    await this.assertMapExam(userId, examId);
    return this.hooks.exams().start(userId, examId);
  }

  /** studyMap/examSubmit: the engine's submit; a pass moves the stage on (the engine tells the maps through exam-progress). */
  submitExam(userId: number, attemptId: number) {
    return this.hooks.exams().submit(userId, attemptId);
  }

  /** The questionnaire engine tells after a submission: the stages holding it move on. */
  async questionnaireSubmitted(userId: number, questionnaireId: number) {
    await this.itemDone(userId, MapItemType.questionnaire, questionnaireId);
  }

  /** After an exam passed or a questionnaire submitted: the maps holding it move on (progress, completion). */
  async itemDone(userId: number, itemType: number, refId: number) {
    const holders = await this.repo.holders(userId, itemType, refId);
    for (const mapId of new Set(holders.map((h) => h.map_id))) {
      const map = await this.repo.find(userId, mapId);
      if (map) await this.view(userId, map);
    }
  }

  // Punch-in comments.

  /** The punch-in a comment is on: the chapter must be of one of the caller's maps and signed by its owner. */
  private async signOrThrow(userId: number, chapterId: number, signUserId: number) {
    const chapter = await this.repo.chapter(chapterId);
    if (!chapter) throw new DomainError('notFound', 'mapChapterNotFound');
    await this.mapOrThrow(userId, chapter.map_id);
    const sign = await this.repo.signOf(chapterId, signUserId);
    if (!sign) throw new DomainError('notFound', 'signNotSigned');
    return { chapter, sign };
  }

  /** studyMap/userSignList: who punched in on a chapter of the caller's map. */
  async userSignList(userId: number, chapterId: number, page: number, limit: number) {
    const chapter = await this.repo.chapter(chapterId);
    if (!chapter) throw new DomainError('notFound', 'mapChapterNotFound');
    const map = await this.mapOrThrow(userId, chapter.map_id);
    const { rows, total } = await this.repo.signList(chapterId, page, limit);
    return {
      chapter_id: chapterId,
      chapter_title: chapter.title,
      map_id: map.id,
      map_title: map.title,
      phase_id: chapter.phase_id,
      list: rows.map((r) => ({ ...r, signed_at: unixSeconds(r.signed_at), is_mine: r.user_id === userId ? 1 : 0 })),
      total,
      current_page: page,
    };
  }

  async comments(userId: number, chapterId: number, signUserId: number) {
    await this.signOrThrow(userId, chapterId, signUserId);
    const rows = await this.repo.comments(chapterId, signUserId, userId);
    return {
      list: rows.map((r) => ({
        ...r,
        content: sanitizeComment(r.content),
        created_at: unixSeconds(r.created_at),
        is_liked: r.is_liked ? 1 : 0,
        is_owner: r.user_id === userId ? 1 : 2,
        can_top: signUserId === userId ? 1 : 0,
      })),
    };
  }

  async addComment(userId: number, chapterId: number, signUserId: number, html: string) {
    await this.signOrThrow(userId, chapterId, signUserId);
    const content = sanitizeComment(html);
    const text = textOf(content);
    if (!text) throw new DomainError('invalid', 'commentEmpty');
    if ([...text].length > MAP_COMMENT_MAX) throw new DomainError('invalid', 'commentTooLong', { max: MAP_COMMENT_MAX });
    const row = await this.repo.addComment(chapterId, signUserId, userId, content);
    return { id: row.id };
  }

  private async commentOrThrow(userId: number, commentId: number) {
    const comment = await this.repo.comment(commentId);
    if (!comment) throw new DomainError('notFound', 'commentNotFound');
    const chapter = (await this.repo.chapter(comment.chapter_id))!;
    if (!(await this.repo.find(userId, chapter.map_id))) throw new DomainError('notFound', 'commentNotFound');
    return comment;
  }

  /** studyMap/like: one like per user (the primary key decides under concurrency); like 0 takes it back. */
  async like(userId: number, commentId: number, like: boolean) {
    await this.commentOrThrow(userId, commentId);
    const count = await this.repo.like(commentId, userId, like);
    return { id: commentId, is_liked: like ? 1 : 0, like_num: count };
  }

  /** studyMap/top: the punch-in's owner pins (or unpins) a comment on it. */
  async top(userId: number, commentId: number, top: boolean) {
    const comment = await this.commentOrThrow(userId, commentId);
    if (comment.sign_user_id !== userId) throw new DomainError('forbidden', 'commentTopNotOwner');
    await this.repo.setTop(commentId, top);
    return { id: commentId, is_top: top ? 1 : 0 };
  }

  /** studyMap/deleteComment: the author deletes their own comment. */
  async deleteComment(userId: number, commentId: number) {
    const comment = await this.commentOrThrow(userId, commentId);
    if (comment.user_id !== userId) throw new DomainError('forbidden', 'commentNotOwner');
    await this.repo.deleteComment(commentId);
    return { id: commentId };
  }
}

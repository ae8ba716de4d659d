/**
 * A service's collaborators are required, like a machine's actors: a module made without one
 * is refused by the types (each @ts-expect-error below fails typecheck once the wire becomes
 * optional again) and throws at start, instead of a rule that silently does nothing.
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { CompanyCalendar } from '../core/calendar.js';
import type { Db } from '../core/db/database.js';
import type { ModuleDeps } from '../core/module.js';
import type { FileAddresses } from '../core/storage/file-access.js';
import { createCourseQaModule } from './course-qa/index.js';
import { createDefencesModule } from './defences/index.js';
import { createExamProgressModule } from './exam-progress/index.js';
import { createExamsModule, type ExamsModuleDeps } from './exams/index.js';
import { createLiveModule } from './live/index.js';
import { createMapsModule } from './maps/index.js';
import { createMediaModule } from './media/index.js';
import { createQuestionnairesModule } from './questionnaires/index.js';
import { createTasksModule } from './tasks/index.js';
import { createUploadsModule } from './uploads/index.js';

/** Core's dependencies; no module queries its database while it is made. */
const core: ModuleDeps = { db: {} as Db, logger: pino({ level: 'silent' }), calendar: new CompanyCalendar('Asia/Shanghai'), files: {} as FileAddresses };
const stub = {} as never;
const examsDeps: ExamsModuleDeps = { ...core, courses: stub, studyRecords: stub, progress: stub, notifications: stub };

describe('module wiring', () => {
  it('makes the exams module with every collaborator', () => {
    expect(createExamsModule(examsDeps).services.exams).toBeDefined();
  });

  it('refuses the exams module without its start gate and pass rules', () => {
    const { progress: _progress, ...withoutProgress } = examsDeps;
    // @ts-expect-error the exam-progress collaborator is required
    expect(() => createExamsModule(withoutProgress)).toThrow(/exams module is made without progress/);
    expect(() => createExamsModule({ ...examsDeps, notifications: undefined as never })).toThrow(/without notifications/);
  });

  it('refuses the exam-progress module without one of the domains it spans', () => {
    // @ts-expect-error the maps are required
    expect(() => createExamProgressModule({ tasks: stub, certificates: stub, ledger: stub })).toThrow(/exam-progress module is made without maps/);
  });

  it('refuses the other modules without a collaborator', () => {
    // @ts-expect-error the exam engine is required
    expect(() => createMapsModule({ ...core, studyRecords: stub, ledger: stub, certificates: stub })).toThrow(/maps module is made without exams/);
    // @ts-expect-error the certificates are required
    expect(() => createTasksModule({ ...core, courses: stub, studyRecords: stub })).toThrow(/tasks module is made without certificates/);
    // @ts-expect-error the map stages are required
    expect(() => createQuestionnairesModule({ ...core, courses: stub })).toThrow(/questionnaires module is made without stages/);
    // @ts-expect-error the remote defences are required
    expect(() => createLiveModule(core)).toThrow(/live module is made without remoteDefences/);
    // @ts-expect-error the live rooms are required
    expect(() => createDefencesModule({ ...core, speech: stub, audioSeconds: stub, config: stub, notifications: stub })).toThrow(/defences module is made without live/);
    // @ts-expect-error the lessons made from uploaded media are required
    expect(() => createMediaModule({ ...core, uploads: stub })).toThrow(/media module is made without lessonMedia/);
    // @ts-expect-error the recording length reader is required
    expect(() => createUploadsModule(core)).toThrow(/uploads module is made without audioSeconds/);
    // @ts-expect-error the notification centre is required
    expect(() => createCourseQaModule({ ...core, courses: stub })).toThrow(/course-qa module is made without notifications/);
  });
});

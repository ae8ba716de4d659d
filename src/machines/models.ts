import { areaPickerModel } from './area-picker.model';
import { authModel } from './auth.model';
import { examAttemptModel } from './exam-attempt.model';
import { electiveJoinModel } from './elective-join.model';
import { liveEntryModel } from './live-entry.model';
import { liveRoomModel } from './live-room.model';
import { mapUnlockModel } from './map-unlock.model';
import { studyProgressModel } from './study-progress.model';
import { passwordRecoveryModel } from './password-recovery.model';
import { passwordChangeModel } from './password-change.model';
import { contactBindingModel } from './contact-binding.model';
import { goodsRedemptionModel } from './goods-redemption.model';
import { taskOrderModel } from './task-order.model';
import { trainingEnrolmentModel } from './training-enrolment.model';
import { forumModerationModel } from './forum-moderation.model';
import { forumPostEditorModel } from './forum-post-editor.model';
import { forumReportModel } from './forum-report.model';
import { employeeStatusModel } from './employee-status.model';
import { employeeImportModel } from './employee-import.model';
import { coursewareUploadModel } from './courseware-upload.model';
import { quickMarkingModel } from './quick-marking.model';
import { recorderModel } from './recorder.model';
import { defenceSessionModel } from './defence-session.model';
import { assessmentReviewModel } from './assessment-review.model';
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './testing/model';

/** Every machine's test model; the coverage command reports on each. */
export const machineModels: MachineModel<AnyStateMachine>[] = [authModel, passwordRecoveryModel, electiveJoinModel, studyProgressModel, examAttemptModel, liveEntryModel, liveRoomModel, taskOrderModel, trainingEnrolmentModel, forumPostEditorModel, forumReportModel, forumModerationModel, mapUnlockModel, areaPickerModel, passwordChangeModel, contactBindingModel, goodsRedemptionModel, coursewareUploadModel, quickMarkingModel, recorderModel, defenceSessionModel, assessmentReviewModel, employeeStatusModel, employeeImportModel];

import { announcementComposeMachine, type AnnouncementDraft } from './announcement-compose';
import { machineModel } from './testing/model';

const toPeople: AnnouncementDraft = { title: '周会', body: '周一十点', audience: 'PEOPLE', departmentIds: [], people: [{ id: '41', name: '员工41' }], linkKind: '', linkId: '', schedule: false, sendAt: '' };
const toEveryone: AnnouncementDraft = { ...toPeople, title: '放假通知', audience: 'EVERYONE', people: [] };

export const announcementComposeModel = machineModel(announcementComposeMachine, {
  inputs: [undefined],
  // A close ends where the machine began: its transition is taken from every state on the way.
  extendEveryState: true,
  events: [
    // A new one to people (sent without a question), one to everyone (asked first), a scheduled one edited.
    { type: 'compose.open', draft: toPeople, editingId: null },
    { type: 'compose.open', draft: toEveryone, editingId: null },
    { type: 'compose.open', draft: { ...toPeople, schedule: true, sendAt: '2027-01-04T10:00+08:00' }, editingId: '7' },
    { type: 'withdraw.ask', id: '7', title: '周会' },
    { type: 'compose.change', draft: { title: '周会改期' } },
    { type: 'compose.submit' },
    { type: 'compose.confirm' },
    { type: 'compose.close' },
    { type: 'xstate.done.actor.save', output: { deliveredTo: 2 } },
    { type: 'xstate.error.actor.save', error: Object.assign(new Error('发送时间必须晚于现在'), { field: 'sendAt' }) },
  ],
});

import type { RegisteredCourseware } from './courseware-upload';
import { coursewareUploadMachine } from './courseware-upload';
import { machineModel } from './testing/model';

export const lectureVideo = { name: '云原生导学.mp4', size: 8 * 1024 * 1024 };
export const registeredVideo: RegisteredCourseware = { id: '7', name: '云原生导学', status: 'QUEUED' };

export const coursewareUploadModel = machineModel(coursewareUploadMachine, {
  inputs: [undefined],
  events: [
    { type: 'file.choose', file: lectureVideo },
    { type: 'file.choose', file: { name: 'setup.exe', size: 1024 } },
    { type: 'file.choose', file: { name: '年会彩排.pptx', size: 101 * 1024 * 1024 } },
    { type: 'file.choose', file: { name: '8K航拍.mp4', size: 60 * 1024 * 1024, media: { seconds: 90, width: 7680, height: 4320 } } },
    { type: 'name.change', value: '' },
    { type: 'upload.submit' },
    { type: 'upload.progress', percent: 40 },
    { type: 'xstate.done.actor.sendFile', output: { uploadId: 31 } },
    { type: 'xstate.error.actor.sendFile', error: new Error('网络异常，请稍后重试') },
    { type: 'upload.cancel' },
    { type: 'upload.retry' },
    { type: 'upload.clear' },
    { type: 'xstate.done.actor.register', output: registeredVideo },
    { type: 'xstate.error.actor.register', error: new Error('该文件已登记为课件') },
  ],
  extendEveryState: true,
});

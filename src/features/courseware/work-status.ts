/** Where a courseware file stands (the server's readWork and list answer these: server/modules/courseware). */
export const WORK_STATUS = { queued: 1, transcoding: 2, ready: 3, failed: 4, missing: 5 } as const;

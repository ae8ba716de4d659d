/**
 * The spec's numeric codes (portal-spec.md sections 3 and 4), named once. Code compares a
 * field with these names, never with a bare number; each name says which spec code it maps.
 */

/** Course type (section 3 "Course type"): 1 series, 2 video, 3 audio, 4 document; 7 face-to-face, opened through FaceShow. */
export const CourseType = { series: 1, video: 2, audio: 3, document: 4, faceToFace: 7 } as const;

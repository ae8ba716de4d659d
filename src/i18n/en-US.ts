import { enUSPortal } from './en-US.portal';
import { enUSAdmin } from './en-US.admin';
import { enUSSignIn } from './en-US.sign-in';
import type { Messages } from './types';

/** English. Same keys as zh-CN.ts (checked by the type and by a test). */
export const enUS: Messages = {
  ...enUSSignIn,
  ...enUSPortal,
  ...enUSAdmin,
};

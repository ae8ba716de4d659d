import { zhCNPortal } from './zh-CN.portal';
import { zhCNAdmin } from './zh-CN.admin';
import { zhCNSignIn } from './zh-CN.sign-in';

/** 简体中文（默认语言）: the sign-in texts and the portal's, loaded apart (i18n.ts). Every key here must exist in en-US.ts too (checked by a test). */
export const zhCN = {
  ...zhCNSignIn,
  ...zhCNPortal,
  ...zhCNAdmin,
} as const;

import type { zhCN } from './zh-CN';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a language's messages: exactly zh-CN's keys, any text. */
export type Messages = Widen<typeof zhCN>;

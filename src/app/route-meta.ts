import type { zhCN } from '../i18n/zh-CN';

export type RouteTitle = keyof typeof zhCN.route;

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** i18n key under `route.`: the page title and the breadcrumb label. */
    title?: RouteTitle;
    /** The special back route starts here (pages opened from a map stage). */
    back?: boolean;
    /** The special back route returns here (StageDetail, Knowledge). */
    toBack?: boolean;
    /** On a shell (the member area): its pages are one level of the breadcrumb trail. */
    oneTrailLevel?: boolean;
    /** Pages of one group (a course's lessons, whatever their kind) that are one level of the breadcrumb trail. */
    trailLevel?: string;
  }
}

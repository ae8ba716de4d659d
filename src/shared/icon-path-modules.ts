import { IconSize, type IconName } from '@blueprintjs/icons';

// One chunk per icon and size. This table (about 2,000 entries) is a chunk of its own, loaded
// with the first icon a page draws, so the app's entry does not carry it.
const STANDARD = import.meta.glob<string[]>(['./*.js', '!./index.js'], { base: '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths', import: 'default' });
const LARGE = import.meta.glob<string[]>(['./*.js', '!./index.js'], { base: '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths', import: 'default' });

/** The loader of an icon's paths at a size (16 or 20 px), or undefined for a name Blueprint does not have. */
export function iconPathsModule(name: IconName, size: IconSize): (() => Promise<string[]>) | undefined {
  return (size === IconSize.LARGE ? LARGE : STANDARD)[`./${name}.js`];
}

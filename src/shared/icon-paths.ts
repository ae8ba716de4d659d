import { Icons } from '@blueprintjs/icons';

/**
 * Icons named by a string (`<Icon icon="search" />`, `icon="add"` on a button) get their paths
 * from this loader. Blueprint's default loader fetches every icon of a size at once (about
 * 100 kB compressed per size) with the first icon a page draws; this one fetches only the
 * icons the page shows, one small chunk each. Called once, before the first render (main.tsx).
 */
export function loadIconsOnUse(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const { iconPathsModule } = await import('./icon-path-modules');
      const load = iconPathsModule(name, size);
      if (!load) throw new Error(`no paths for the icon ${name} at ${size}px`);
      return load();
    },
  });
}

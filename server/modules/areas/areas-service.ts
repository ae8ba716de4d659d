import type { AreasRepo } from './areas-repo.js';

/** The area lookup: children of a parent (0 for provinces), names of ids, whether a chain is real. */
export class AreasService {
  constructor(private readonly repo: AreasRepo) {}

  children(parentId: number) {
    return this.repo.children(parentId);
  }

  names(ids: number[]) {
    return this.repo.names(ids);
  }

  isChain(provinceId: number, cityId: number, districtId: number) {
    return this.repo.isChain(provinceId, cityId, districtId);
  }
}

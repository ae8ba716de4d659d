import { Button, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseCatalogueDocument, CourseCatalogueFiltersDocument } from '../../graphql/generated/courses';
import { CourseGrid, JoinFailure } from '../../widgets/course-card/CourseCard';
import { joinCourseOf, useElectiveJoin } from '../../widgets/course-card/useElectiveJoin';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { COURSE_TYPE_CODES, courseKindOfCode, Requirement } from '../../shared/spec-codes';
import { QueryState } from '../../shared/state/LoadState';

/** The catalogue's search and filters, kept in the address (see the /course route). */
export interface CourseListSearch {
  keywords?: string;
  course_type?: number;
  category_id?: number;
  is_required?: number;
  page?: number;
  limit?: number;
}

const courseList = getRouteApi('/auth/course');

const toNumberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

// The address keeps the spec's codes (a link from elsewhere names them); the graph names the
// kinds. Converted here, at the address's edge.
/** is_required of the address: 1 required, 2 elective, absent both. */
const isRequiredOf = (code: number | undefined) => (code === Requirement.required ? true : code === Requirement.elective ? false : undefined);

/** /course: the catalogue with search, filters and the data grid's pager. */
export function CourseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = courseList.useSearch();
  const [draft, setDraft] = useState(search.keywords ?? '');
  const paging = { page: search.page ?? 1, limit: search.limit ?? DEFAULT_PAGE_SIZE };
  const setSearch = (next: CourseListSearch) => void navigate({ to: '/course', search: { ...search, ...next }, replace: true });
  const filters = useQuery(CourseCatalogueFiltersDocument);
  const { data, loading, error, refetch } = useQuery(CourseCatalogueDocument, {
    variables: {
      page: paging.page,
      pageSize: paging.limit,
      keywords: search.keywords,
      type: courseKindOfCode(search.course_type),
      categoryId: search.category_id === undefined ? undefined : String(search.category_id),
      isRequired: isRequiredOf(search.is_required),
    },
    fetchPolicy: 'cache-and-network',
  });
  const join = useElectiveJoin(() => void refetch());
  const cards = data?.courseSearch.nodes ?? [];
  const types = filters.data?.courseTypes ?? [];
  const categories = filters.data?.courseCategories ?? [];

  // A new search or filter starts again at page 1.
  const update = (next: CourseListSearch) => setSearch({ ...next, page: undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ keywords: draft.trim() || undefined });
  };

  return (
    <section className="course-list-page" data-testid="course-list">
      <form className="course-filters" onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup
            leftIcon="search"
            placeholder={t('courses.catalogue.searchPlaceholder')}
            aria-label={t('courses.catalogue.searchPlaceholder')}
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="course-search"
          />
          <Button type="submit" intent="primary" text={t('courses.catalogue.search')} />
        </ControlGroup>
        <HTMLSelect
          aria-label={t('courses.catalogue.type')}
          value={search.course_type ?? ''}
          onChange={(e) => update({ course_type: toNumberOrUndefined(e.target.value) })}
          data-testid="course-type-filter"
          options={[{ value: '', label: t('courses.catalogue.allTypes') }, ...types.map((option) => ({ value: COURSE_TYPE_CODES[option.type], label: option.name }))]}
        />
        <HTMLSelect
          aria-label={t('courses.catalogue.category')}
          value={search.category_id ?? ''}
          onChange={(e) => update({ category_id: toNumberOrUndefined(e.target.value) })}
          data-testid="course-category-filter"
          options={[{ value: '', label: t('courses.catalogue.allCategories') }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <HTMLSelect
          aria-label={t('courses.catalogue.kind')}
          value={search.is_required ?? ''}
          onChange={(e) => update({ is_required: toNumberOrUndefined(e.target.value) })}
          data-testid="course-required-filter"
          options={[
            { value: '', label: t('courses.catalogue.all') },
            { value: Requirement.required, label: t('courses.catalogue.required') },
            { value: Requirement.elective, label: t('courses.catalogue.elective') },
          ]}
        />
      </form>

      <QueryState
        query={{ data, loading, error, refetch }}
        errorTitle={t('courses.catalogue.loadFailed')}
        empty={cards.length === 0}
        emptyIcon="search"
        emptyTitle={t('courses.catalogue.empty')}
        emptyDescription={t('courses.catalogue.emptyHint')}
      >
        <CourseGrid cards={cards} onJoin={(card) => join.join(joinCourseOf(card))} joiningId={join.joiningId} />
        <Pager total={data?.courseSearch.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setSearch({ page, limit })} />
      </QueryState>
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </section>
  );
}

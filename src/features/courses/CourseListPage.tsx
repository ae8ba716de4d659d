import { Button, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseBasisDocument, CourseSearchDocument } from '../../graphql/generated/courses';
import { cardOfRestCard, CourseGrid, JoinFailure } from '../../widgets/course-card/CourseCard';
import { present } from '../../shared/present';
import { joinCourseOf, useElectiveJoin } from '../../widgets/course-card/useElectiveJoin';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Requirement } from '../../shared/spec-codes';
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

/** /course: the catalogue with search, filters and the data grid's pager. */
export function CourseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = courseList.useSearch();
  const [draft, setDraft] = useState(search.keywords ?? '');
  const paging = { page: search.page ?? 1, limit: search.limit ?? DEFAULT_PAGE_SIZE };
  const setSearch = (next: CourseListSearch) => void navigate({ to: '/course', search: { ...search, ...next }, replace: true });
  const basis = useQuery(CourseBasisDocument);
  const { data, loading, error, refetch } = useQuery(CourseSearchDocument, {
    variables: { page: paging.page, limit: paging.limit, keywords: search.keywords, course_type: search.course_type, category_id: search.category_id, is_required: search.is_required },
    fetchPolicy: 'cache-and-network',
  });
  const join = useElectiveJoin(() => void refetch());
  const result = data?.courseSearch?.data;
  const cards = present(result?.list);
  const types = present(basis.data?.courseBasis?.data?.course_types);
  const categories = present(basis.data?.courseBasis?.data?.categories);

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
          options={[{ value: '', label: t('courses.catalogue.allTypes') }, ...types.map((type) => ({ value: type.id, label: type.name }))]}
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
        <CourseGrid cards={cards.map(cardOfRestCard)} onJoin={(card) => join.join(joinCourseOf(card))} joiningId={join.joiningId} />
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setSearch({ page, limit })} />
      </QueryState>
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </section>
  );
}

import { Button, ControlGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseBasisDocument, CourseSearchDocument } from '../../graphql/generated';
import { CourseGrid, JoinFailure } from '../../shared/course-card/CourseCard';
import { present } from '../../shared/course-card/course-links';
import { useElectiveJoin } from '../../shared/course-card/useElectiveJoin';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';

interface Filters {
  keywords: string;
  courseType: number | null;
  categoryId: number | null;
  isRequired: number | null;
}

const toNumberOrNull = (value: string) => (value === '' ? null : Number(value));

/** /course: the catalogue with search, filters and the data grid's pager. */
export function CourseListPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<Filters>({ keywords: '', courseType: null, categoryId: null, isRequired: null });
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const basis = useQuery(CourseBasisDocument);
  const { data, loading, error, refetch } = useQuery(CourseSearchDocument, {
    variables: {
      page: paging.page,
      limit: paging.limit,
      keywords: filters.keywords || undefined,
      course_type: filters.courseType ?? undefined,
      category_id: filters.categoryId ?? undefined,
      is_required: filters.isRequired ?? undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
  const join = useElectiveJoin(() => void refetch());
  const result = data?.courseSearch?.data;
  const cards = present(result?.list);
  const types = present(basis.data?.courseBasis?.data?.course_types);
  const categories = present(basis.data?.courseBasis?.data?.categories);

  const update = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ keywords: draft.trim() });
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
          value={filters.courseType ?? ''}
          onChange={(e) => update({ courseType: toNumberOrNull(e.target.value) })}
          data-testid="course-type-filter"
          options={[{ value: '', label: t('courses.catalogue.allTypes') }, ...types.map((type) => ({ value: type.id, label: type.name }))]}
        />
        <HTMLSelect
          aria-label={t('courses.catalogue.category')}
          value={filters.categoryId ?? ''}
          onChange={(e) => update({ categoryId: toNumberOrNull(e.target.value) })}
          data-testid="course-category-filter"
          options={[{ value: '', label: t('courses.catalogue.allCategories') }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <HTMLSelect
          aria-label={t('courses.catalogue.kind')}
          value={filters.isRequired ?? ''}
          onChange={(e) => update({ isRequired: toNumberOrNull(e.target.value) })}
          data-testid="course-required-filter"
          options={[
            { value: '', label: t('courses.catalogue.all') },
            { value: 1, label: t('courses.catalogue.required') },
            { value: 2, label: t('courses.catalogue.elective') },
          ]}
        />
      </form>

      {error && !result ? (
        <NonIdealState icon="error" title={t('courses.catalogue.loadFailed')} action={<Button icon="refresh" text={t('courses.catalogue.retry')} onClick={() => void refetch()} />} />
      ) : loading && !result ? (
        <div className="page-pending" role="status">
          <Spinner size={32} />
          <span>{t('common.loading')}</span>
        </div>
      ) : cards.length === 0 ? (
        <NonIdealState icon="search" title={t('courses.catalogue.empty')} description={t('courses.catalogue.emptyHint')} />
      ) : (
        <>
          <CourseGrid cards={cards} onJoin={(card) => join.join(card)} joiningId={join.joiningId} />
          <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </>
      )}
      <JoinFailure error={join.error} onClose={join.dismiss} />
    </section>
  );
}

import { Button, Card, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LecturersDocument } from '../../graphql/generated/courses';
import { QueryState } from '../../shared/state/LoadState';
import { Pager } from '../../shared/grid/Pager';

const LECTURER_PAGE_SIZE = 12;

/** /teachers: lecturers with photo, title and course count; search and pager. */
export function TeacherListPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [keywords, setKeywords] = useState('');
  const [paging, setPaging] = useState({ page: 1, limit: LECTURER_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(LecturersDocument, { variables: { page: paging.page, pageSize: paging.limit, keywords: keywords || undefined }, fetchPolicy: 'cache-and-network' });
  const list = data?.lecturers.nodes ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeywords(draft.trim());
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <section className="teacher-page" data-testid="teacher-list">
      <form className="course-filters" onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup leftIcon="search" value={draft} maxLength={50} placeholder={t('courses.teachers.searchPlaceholder')} aria-label={t('courses.teachers.searchPlaceholder')} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" intent="primary" text={t('courses.catalogue.search')} />
        </ControlGroup>
      </form>
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('courses.teachers.loadFailed')} empty={list.length === 0} emptyIcon="person" emptyTitle={t('courses.teachers.empty')}>
        <>
          <div className="teacher-grid">
            {list.map((lecturer) => (
              <Card key={lecturer.id} className="teacher-card" data-testid="teacher-card">
                <Link to="/teachers/teacher-show/$id" params={{ id: Number(lecturer.id) }} className="teacher-card__link">
                  <img src={lecturer.photo} alt="" className="teacher-card__photo" />
                  <strong>{lecturer.name}</strong>
                </Link>
                <span className="course-card__muted">{lecturer.title}</span>
                <span className="course-card__muted">{t('courses.teachers.courses', { count: lecturer.courseCount })}</span>
              </Card>
            ))}
          </div>
          <Pager total={data?.lecturers.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} sizes={[12, 24, 48]} />
        </>
      </QueryState>
    </section>
  );
}

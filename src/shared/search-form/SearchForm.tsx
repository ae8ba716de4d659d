import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../date-range/DateRangeField';
import type { UnixRange } from '../date-range/date-range';
import { RemoteSelect } from '../select/RemoteSelect';
import { optionValue } from '../select/remote-select';
import { initialValues, resetValues, searchesOnKey, type SearchField, type SearchValue, type SearchValues } from './search-form';
import './search-form.css';

interface Props {
  /** The fields, in order; keep the array stable (module scope or useMemo). */
  fields: readonly SearchField[];
  onSearch: (values: SearchValues) => void;
  /** Extra controls after the fields (before the buttons). */
  children?: ReactNode;
  testId?: string;
}

/**
 * The spec's search form builder: fields described by config (text, select, a select that
 * fetches its options, date range). Enter in a text field searches; Search searches; Reset
 * restores the initial values, except fields flagged disabled or no-reset, and searches.
 */
export function SearchForm({ fields, onSearch, children, testId }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SearchValues>(() => initialValues(fields));
  const set = (name: string, value: SearchValue) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(values);
  };
  const reset = () => {
    const next = resetValues(fields, values);
    setValues(next);
    onSearch(next);
  };
  return (
    <form className="search-form" role="search" onSubmit={submit} data-testid={testId ?? 'search-form'}>
      {fields.map((field) => {
        const id = `search-${field.name}`;
        switch (field.kind) {
          case 'text':
            return (
              <InputGroup
                key={field.name}
                id={id}
                leftIcon="search"
                value={String(values[field.name] ?? '')}
                maxLength={field.maxLength ?? 50}
                placeholder={field.placeholder ?? field.label}
                aria-label={field.label}
                disabled={field.disabled}
                onChange={(e) => set(field.name, e.target.value)}
                onKeyDown={(e) => {
                  if (searchesOnKey(field, e.key, e.nativeEvent.isComposing)) submit(e);
                }}
              />
            );
          case 'select':
            return (
              <HTMLSelect
                key={field.name}
                id={id}
                aria-label={field.label}
                disabled={field.disabled}
                value={values[field.name] === null ? '' : String(values[field.name])}
                onChange={(e) => set(field.name, optionValue(e.target.value, field.options))}
                options={[...(field.allLabel ? [{ value: '', label: field.allLabel }] : []), ...field.options.map((o) => ({ value: String(o.value), label: o.label }))]}
              />
            );
          case 'remote-select':
            return (
              <RemoteSelect
                key={field.name}
                id={id}
                label={field.label}
                allLabel={field.allLabel}
                load={field.load}
                disabled={field.disabled}
                value={values[field.name] as number | string | null}
                onChange={(value) => set(field.name, value)}
              />
            );
          case 'date-range':
            return <DateRangeField key={field.name} label={field.label} disabled={field.disabled} value={values[field.name] as UnixRange} onChange={(value) => set(field.name, value)} />;
        }
      })}
      {children}
      <Button type="submit" intent="primary" text={t('searchForm.search')} />
      <Button text={t('searchForm.reset')} onClick={reset} data-testid="search-reset" />
    </form>
  );
}

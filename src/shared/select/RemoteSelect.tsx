import { HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionValue, selectPaging, type SelectLoader, type SelectOption } from './remote-select';

interface Props {
  value: number | string | null;
  onChange: (value: number | string | null) => void;
  /** Fetches the options; called once with page 1 and limit 999999. */
  load: SelectLoader;
  label: string;
  /** The label of the empty choice (no filter). */
  allLabel: string;
  disabled?: boolean;
  id?: string;
}

/** The spec's select: its options come from a list call with limit 999999; '' is "all". */
export function RemoteSelect({ value, onChange, load, label, allLabel, disabled, id }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ options: SelectOption[]; status: 'loading' | 'ready' | 'failed' }>({ options: [], status: 'loading' });
  useEffect(() => {
    let live = true;
    load(selectPaging()).then(
      (options) => live && setState({ options, status: 'ready' }),
      () => live && setState({ options: [], status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const empty = state.status === 'loading' ? t('searchForm.loadingOptions') : state.status === 'failed' ? t('searchForm.optionsFailed') : allLabel;
  return (
    <HTMLSelect
      id={id}
      aria-label={label}
      disabled={disabled}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(optionValue(e.target.value, state.options))}
      options={[{ value: '', label: empty }, ...state.options.map((o) => ({ value: String(o.value), label: o.label }))]}
    />
  );
}

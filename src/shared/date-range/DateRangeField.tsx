import { Alert } from '@blueprintjs/core';
import { DateRangeInput, type DateRange } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeError, toPickerRange, toUnixRange, type UnixRange } from './date-range';

interface Props {
  value: UnixRange;
  onChange: (value: UnixRange) => void;
  label: string;
  disabled?: boolean;
}

/**
 * The spec's date-range picker (Blueprint's DateRangeInput): days in the reader's language,
 * emitted as unix seconds in the company zone; a bad date (not a date, or an end before the
 * start) raises the alert 'error' and emits nothing.
 */
export function DateRangeField({ value, onChange, label, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState(false);
  const locale = i18n.language === 'en-US' ? enUS : zhCN;
  const picked = useMemo(() => toPickerRange(value), [value]);
  const change = (range: DateRange) => {
    if (rangeError(range)) {
      setAlert(true);
      return;
    }
    onChange(toUnixRange(range));
  };
  return (
    <div className="date-range-field" role="group" aria-label={label} data-testid="date-range">
      <DateRangeInput
        value={picked}
        onChange={change}
        onError={() => setAlert(true)}
        disabled={disabled}
        allowSingleDayRange
        shortcuts={false}
        singleMonthOnly
        locale={locale}
        dateFnsFormat="yyyy-MM-dd"
        invalidDateMessage={t('dateRange.error')}
        overlappingDatesMessage={t('dateRange.error')}
        outOfRangeMessage={t('dateRange.error')}
        minDate={new Date(2000, 0, 1)}
        maxDate={new Date(2099, 11, 31)}
        startInputProps={{ placeholder: t('dateRange.start'), 'aria-label': t('dateRange.start') }}
        endInputProps={{ placeholder: t('dateRange.end'), 'aria-label': t('dateRange.end') }}
        popoverProps={{ placement: 'bottom-start' }}
      />
      <Alert isOpen={alert} onClose={() => setAlert(false)} confirmButtonText={t('dateRange.ok')} intent="danger" icon="error" canEscapeKeyCancel canOutsideClickCancel>
        <p data-testid="date-range-error">{t('dateRange.error')}</p>
      </Alert>
    </div>
  );
}

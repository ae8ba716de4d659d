import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jumpTarget, PAGE_SIZES, pageCount, pagerItems, showPager } from './paging';

export interface PagerProps {
  total: number;
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
  sizes?: readonly number[];
}

/** The data grid's pager: total, prev, pages, next, sizes, jumper; hidden with one page. */
export function Pager({ total, page, limit, onChange, sizes = PAGE_SIZES }: PagerProps) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  const pages = pageCount(total, limit);
  if (!showPager(total, limit)) return null;

  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pages) onChange(target, limit);
  };

  return (
    <nav className="grid-pager" aria-label={t('grid.pagination')} data-testid="pager">
      <span className="grid-pager__total">{t('grid.total', { total })}</span>
      <ButtonGroup variant="minimal">
        <Button icon="chevron-left" aria-label={t('grid.prev')} disabled={page <= 1} onClick={() => go(page - 1)} />
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Button key={item} text={item} active={item === page} aria-current={item === page ? 'page' : undefined} onClick={() => go(item)} />
          ) : (
            <Button
              key={item}
              icon="more"
              aria-label={item === 'gap-left' ? t('grid.backFive') : t('grid.forwardFive')}
              onClick={() => go(item === 'gap-left' ? Math.max(1, page - 5) : Math.min(pages, page + 5))}
            />
          ),
        )}
        <Button icon="chevron-right" aria-label={t('grid.next')} disabled={page >= pages} onClick={() => go(page + 1)} />
      </ButtonGroup>
      <HTMLSelect
        minimal
        aria-label={t('grid.pageSize')}
        value={limit}
        onChange={(e) => onChange(1, Number(e.target.value))}
        options={sizes.map((size) => ({ value: size, label: t('grid.perPage', { size }) }))}
      />
      <label className="grid-pager__jump">
        {t('grid.goTo')}
        <InputGroup
          small
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            const target = jumpTarget(jump, pages);
            if (target !== null) go(target);
            setJump('');
          }}
        />
      </label>
    </nav>
  );
}

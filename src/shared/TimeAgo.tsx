import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyTime, formatDateTime, type Moment } from './dates';
import { timeAgo } from './time-ago';

/** "3 minutes ago" for a moment (REST's unix seconds or the graph's ISO time), with the full date and time as its tooltip. */
export function TimeAgo({ at }: { at: Moment }) {
  const { t, i18n } = useTranslation();
  // The moment of the first render: the text does not tick while the page is open.
  const [now] = useState(() => Date.now() / 1000);
  const when = companyTime(at);
  const ago = timeAgo(when.toSeconds(), now);
  const text = 'count' in ago ? t(`timeAgo.${ago.unit}`, { count: ago.count }) : t(`timeAgo.${ago.unit}`);
  const full = formatDateTime(at, i18n.language);
  return (
    <time dateTime={when.toISO() ?? undefined} title={full}>
      {text}
    </time>
  );
}

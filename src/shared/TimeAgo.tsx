import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyTime, formatDateTime } from './dates';
import { timeAgo } from './time-ago';

/** "3 minutes ago" for a unix-seconds time, with the full date and time as its tooltip. */
export function TimeAgo({ seconds }: { seconds: number }) {
  const { t, i18n } = useTranslation();
  // The moment of the first render: the text does not tick while the page is open.
  const [now] = useState(() => Date.now() / 1000);
  const ago = timeAgo(seconds, now);
  const text = 'count' in ago ? t(`timeAgo.${ago.unit}`, { count: ago.count }) : t(`timeAgo.${ago.unit}`);
  const full = formatDateTime(seconds, i18n.language);
  return (
    <time dateTime={companyTime(seconds).toISO() ?? undefined} title={full}>
      {text}
    </time>
  );
}

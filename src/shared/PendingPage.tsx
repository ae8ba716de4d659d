import { Callout, H2 } from '@blueprintjs/core';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A page of the route table whose feature is not built yet: its title and one line. */
export function PendingPage() {
  const { t } = useTranslation();
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title });
  return (
    <section className="pending-page">
      {title && <H2>{t(`route.${title}`)}</H2>}
      <Callout intent="primary" icon="build">
        {t('common.comingSoon')}
      </Callout>
    </section>
  );
}

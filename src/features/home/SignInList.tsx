import { Button, Icon } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomePunchInsDocument, PunchInDocument } from '../../graphql/generated/home';
import { messageOfError } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { toast } from '../../shared/toaster';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { SignEntry } from './types';

/**
 * The sign-in list of the learning maps: today's punch-ins and the make-ups of earlier days;
 * a punch-in shows a toast, and its answer (the punch-ins due and the month's figures, which a
 * punch-in may change) updates the list and the personal stats from the cache.
 */
export function SignInList() {
  const { t } = useTranslation();
  const arrived = useHomeArrived();
  const { data, loading: asking, error, refetch } = useQuery(HomePunchInsDocument, { context: { handlesErrors: true }, skip: !arrived });
  const loading = !arrived || asking;
  const [punchIn] = useMutation(PunchInDocument, { context: { handlesErrors: true } });
  const [signing, setSigning] = useState<string | null>(null);
  const lists = data?.viewer.punchInsDue;
  const today = present(lists?.today);
  const makeUps = present(lists?.makeUp);

  const sign = async (entry: SignEntry, makeUp: boolean) => {
    setSigning(entry.chapterId);
    try {
      const { data: answer } = await punchIn({ variables: { chapterId: entry.chapterId } });
      toast.success((answer?.punchIn.isMakeUp ?? makeUp) ? t('home.sign.madeUp') : t('home.sign.punched'));
    } catch (failure) {
      toast.error(messageOfError(failure));
      // Refused: the list may be out of date (punched in elsewhere, a stage that ended).
      await refetch().catch(() => undefined);
    } finally {
      setSigning(null);
    }
  };

  const row = (entry: SignEntry, makeUp: boolean) => (
    <li key={`${makeUp ? 'bk' : 'dk'}-${entry.chapterId}-${entry.day}`} className="sign-list__row" data-testid={makeUp ? 'makeup-row' : 'punch-row'}>
      <Icon icon={makeUp ? 'history' : 'map'} className={`sign-list__icon${makeUp ? ' sign-list__icon--makeup' : ''}`} />
      <span className="sign-list__text">
        <span className="sign-list__chapter" title={entry.chapterTitle}>
          {entry.chapterTitle}
        </span>
        <span className="sign-list__map">
          {makeUp && entry.day && <>{t('home.sign.signDay', { date: entry.day.slice(5) })} · </>}
          {entry.mapTitle}
        </span>
      </span>
      <Button
        size="small"
        intent={makeUp ? 'warning' : 'primary'}
        variant={makeUp ? 'outlined' : 'solid'}
        loading={signing === entry.chapterId}
        disabled={signing !== null && signing !== entry.chapterId}
        onClick={() => void sign(entry, makeUp)}
        data-testid={makeUp ? 'makeup-button' : 'punch-button'}
      >
        {makeUp ? t('home.sign.makeUpAction') : t('home.sign.punchIn')}
      </Button>
    </li>
  );

  return (
    <HomeBlock title={t('home.sign.title')} icon="endorsed" testId="home-sign" className="sign-list">
      <QueryState
        query={{ data: lists, loading, error, refetch }}
        size="small"
        empty={today.length === 0 && makeUps.length === 0}
        emptyTitle={t('home.sign.empty')}
        emptyIcon="tick-circle"
        skeletonRows={2}
      >
        {today.length > 0 && (
          <>
            <h3 className="sign-list__group">{t('home.sign.today')}</h3>
            <ul className="sign-list__list">{today.map((entry) => row(entry, false))}</ul>
          </>
        )}
        {makeUps.length > 0 && (
          <>
            <h3 className="sign-list__group">{t('home.sign.makeUp')}</h3>
            <ul className="sign-list__list">{makeUps.map((entry) => row(entry, true))}</ul>
          </>
        )}
      </QueryState>
    </HomeBlock>
  );
}

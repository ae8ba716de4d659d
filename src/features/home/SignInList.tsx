import { Button, Icon } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeUserStatsDocument, StudyMapSignInDocument, StudySignListDocument } from '../../graphql/generated/home';
import { messageOfError } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { toast } from '../../shared/toaster';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { SignEntry } from './types';

/**
 * The sign-in list of the learning maps: today's punch-ins (dk_list) and the make-ups of
 * earlier days (bk_list); a sign-in shows a toast and refreshes the list.
 */
export function SignInList() {
  const { t } = useTranslation();
  const arrived = useHomeArrived();
  const { data, loading: asking, error, refetch } = useQuery(StudySignListDocument, { context: { handlesErrors: true }, skip: !arrived });
  const loading = !arrived || asking;
  // A sign-in may earn credits: the personal stats follow.
  const [signIn] = useMutation(StudyMapSignInDocument, { context: { handlesErrors: true }, refetchQueries: [HomeUserStatsDocument] });
  const [signing, setSigning] = useState<number | null>(null);
  const lists = data?.studyMapStudySignList?.data;
  const today = present(lists?.dk_list);
  const makeUps = present(lists?.bk_list);

  const sign = async (entry: SignEntry, makeUp: boolean) => {
    setSigning(entry.id);
    try {
      await signIn({ variables: { chapterId: entry.id } });
      toast.success(makeUp ? t('home.sign.madeUp') : t('home.sign.punched'));
    } catch (failure) {
      toast.error(messageOfError(failure));
    } finally {
      setSigning(null);
      await refetch().catch(() => undefined);
    }
  };

  const row = (entry: SignEntry, makeUp: boolean) => (
    <li key={`${makeUp ? 'bk' : 'dk'}-${entry.id}-${entry.sign_day}`} className="sign-list__row" data-testid={makeUp ? 'makeup-row' : 'punch-row'}>
      <Icon icon={makeUp ? 'history' : 'map'} className={`sign-list__icon${makeUp ? ' sign-list__icon--makeup' : ''}`} />
      <span className="sign-list__text">
        <span className="sign-list__chapter" title={entry.chapter_title}>
          {entry.chapter_title}
        </span>
        <span className="sign-list__map">
          {makeUp && entry.sign_day && <>{t('home.sign.signDay', { date: entry.sign_day.slice(5) })} · </>}
          {entry.map_title}
        </span>
      </span>
      <Button
        size="small"
        intent={makeUp ? 'warning' : 'primary'}
        variant={makeUp ? 'outlined' : 'solid'}
        loading={signing === entry.id}
        disabled={signing !== null && signing !== entry.id}
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

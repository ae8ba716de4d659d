import { Button } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefenceLiveRoomDocument } from '../../graphql/generated/defences';
import { withServerMessage } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

/** The page a defence's live room leads back to: the learner's defence, or the examiner's assessment of it. */
export type RoomReturn = { defence: number } | { assessment: number };

/**
 * Enters the live room of a remote defence (defenceLiveRoom: its participants and examiner, within
 * its window): the room opens with a short-lived token and the way back to `returnTo` (the
 * room's course is an internal holder of the defences' live periods, no page to go back to);
 * a refusal says why.
 */
export function EnterRoomButton({ defenceId, returnTo }: { defenceId: number; returnTo: RoomReturn }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const enter = async () => {
    setEntering(true);
    try {
      const room = await withServerMessage(async () => {
        const { data } = await client.query({ query: DefenceLiveRoomDocument, variables: { defenceId: String(defenceId) }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
        const room = data?.defenceLiveRoom;
        if (!room) throw new Error(t('common.unexpectedError'));
        return room;
      });
      const url = new URL(room.webUrl, window.location.origin);
      for (const [key, value] of Object.entries(returnTo)) url.searchParams.set(key, String(value));
      await navigate({ href: `${url.pathname}${url.search}` });
    } catch (problem) {
      toast.error(problem instanceof Error ? problem.message : t('common.unexpectedError'));
    } finally {
      setEntering(false);
    }
  };
  return <Button intent="primary" size="large" icon="video" loading={entering} text={t('defences.explain.enterRoom')} onClick={() => void enter()} data-testid="defence-enter-room" />;
}

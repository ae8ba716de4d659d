import { Alert, Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { CancelTrainingEnrolmentDocument, EnrolInTrainingDocument, TrainingDetailDocument, type TrainingDetailFieldsFragment } from '../../graphql/generated/learning';
import { trainingEnrolmentMachine, type EnrolTraining } from '../../machines/training-enrolment';
import { withServerMessage } from '../../shared/api-errors';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDateTime } from '../../shared/dates';
import { statusIntent } from './labels';
import './learning.css';

type Training = TrainingDetailFieldsFragment;

/** What the enrolment machine reads of the training. */
const enrolTraining = (training: Training): EnrolTraining => ({
  id: Number(training.id),
  is_apply: training.isEnrolled ? 1 : 0,
  can_apply: training.canEnrol ? 1 : 0,
  can_cancel: training.canCancel ? 1 : 0,
});

/** The machine's registration state as the graph's TrainingRegistration. */
const REGISTRATION = { toRegister: 'OPEN', registered: 'REGISTERED', notRegistered: 'CLOSED' } as const;

function Enrolment({ training }: { training: Training }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  // Each payload is the training as it now stands (seats included): the normalised cache
  // (Training:<id>) updates the page with it.
  const actor = useActorRef(
    trainingEnrolmentMachine.provide({
      actors: {
        apply: fromPromise(({ input }: { input: { trainingId: number } }) =>
          withServerMessage(async () => {
            const result = await client.mutate({ mutation: EnrolInTrainingDocument, variables: { input: { trainingId: String(input.trainingId) } } });
            const answered = result.data?.enrolInTraining.training;
            if (!answered) throw new Error(t('learning.training.loadFailed'));
            return enrolTraining(answered);
          }),
        ),
        cancel: fromPromise(({ input }: { input: { trainingId: number } }) =>
          withServerMessage(async () => {
            const result = await client.mutate({ mutation: CancelTrainingEnrolmentDocument, variables: { input: { trainingId: String(input.trainingId) } } });
            const answered = result.data?.cancelTrainingEnrolment.training;
            if (!answered) throw new Error(t('learning.training.loadFailed'));
            return enrolTraining(answered);
          }),
        ),
        reload: fromPromise(async ({ input }: { input: { trainingId: number } }): Promise<EnrolTraining> => {
          const result = await client.query({ query: TrainingDetailDocument, variables: { id: String(input.trainingId) }, fetchPolicy: 'network-only' });
          const answered = result.data?.training;
          if (!answered) throw new Error(t('learning.training.loadFailed'));
          return enrolTraining(answered);
        }),
      },
      actions: {
        announce: (_, { what }) => toast.success(what === 'enrolled' ? t('learning.training.enrolled') : t('learning.training.cancelled')),
      },
    }),
    { input: { training: enrolTraining(training) } },
  );
  useEffect(() => {
    actor.send({ type: 'training.loaded', training: enrolTraining(training) });
  }, [actor, training]);
  const state = useSelector(actor, (s) => s.value as string);
  const error = useSelector(actor, (s) => s.context.error);
  const current = useSelector(actor, (s) => s.context.training);
  const busy = state === 'registering' || state === 'cancelling' || state === 'reloading';
  const registerState = state === 'registered' || state === 'toRegister' || state === 'notRegistered' ? REGISTRATION[state] : training.registration;
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <div className="learning-card__row" data-testid="enrolment" data-state={state}>
      <Tag large minimal intent={registerState === 'REGISTERED' ? 'success' : 'none'} data-testid="register-state">
        {t(`learning.training.register.${registerState}`)}
      </Tag>
      {error ? (
        <Callout intent="danger" role="alert" data-testid="enrolment-error">
          {error}
        </Callout>
      ) : null}
      {state === 'toRegister' || state === 'registering' ? <Button intent="primary" text={t('learning.training.enrolNow')} loading={busy} onClick={() => actor.send({ type: 'training.enrol' })} /> : null}
      {state === 'notRegistered' && !error && training.enrolmentRefusal ? (
        <Callout intent={training.enrolmentRefusal === 'FULL' ? 'warning' : 'none'} compact data-testid="enrolment-refusal">
          {t(`learning.training.refusal.${training.enrolmentRefusal}`)}
        </Callout>
      ) : null}
      {(state === 'registered' || state === 'cancelling') && current.can_cancel === 1 ? (
        <Button text={t('learning.training.cancel')} loading={busy} onClick={() => setConfirmCancel(true)} data-testid="enrolment-cancel" />
      ) : null}
      {/* Cancelling gives the seat away: confirmed first, like the product's other destructive actions. */}
      <Alert
        isOpen={confirmCancel}
        intent="danger"
        icon="remove"
        confirmButtonText={t('learning.training.cancel')}
        cancelButtonText={t('learning.training.cancelKeep')}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          actor.send({ type: 'training.cancel' });
        }}
      >
        <p>{t('learning.training.cancelConfirm')}</p>
      </Alert>
    </div>
  );
}

/** /mine-train/mine-train-show/{id}: an offline training with its teacher, address, times, enrolment window and seats; enrol and cancel (the enrolment machine). */
export function TrainShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(TrainingDetailDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const training = data?.training;
  return (
    <section className="learning-centre" data-testid="train-show">
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.training.loadFailed')}>
        {training ? (
          <Card className="learning-card">
            <div className="learning-card__row">
              <h1 className="bp6-heading">{training.name}</h1>
              <Tag intent={statusIntent(training.status, 'training')}>{t(`learning.training.status.${training.status}`)}</Tag>
            </div>
            <dl className="learning-detail">
              <dt>{t('learning.training.teacher')}</dt>
              <dd>{training.lecturerName}</dd>
              <dt>{t('learning.training.address')}</dt>
              <dd>{training.address}</dd>
              <dt>{t('learning.training.time')}</dt>
              <dd data-testid="training-time">
                {formatDateTime(training.startsAt, i18n.language)} – {formatDateTime(training.endsAt, i18n.language)}
              </dd>
              <dt>{t('learning.training.applyWindow')}</dt>
              <dd>
                {formatDateTime(training.enrolmentOpensAt, i18n.language)} – {formatDateTime(training.enrolmentClosesAt, i18n.language)}
              </dd>
              <dt>{t('learning.training.seats')}</dt>
              <dd data-testid="seats">{training.places === null || training.places === undefined ? t('learning.training.unlimited') : `${training.places} · ${t('learning.training.seatsLeft', { count: training.placesLeft ?? 0 })}`}</dd>
            </dl>
            <Enrolment key={training.id} training={training} />
            <h2 className="bp6-heading">{t('learning.training.description')}</h2>
            <RichText html={training.description} />
          </Card>
        ) : null}
      </QueryState>
    </section>
  );
}

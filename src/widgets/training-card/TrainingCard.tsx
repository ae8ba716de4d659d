import { Card, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { statusIntent, trainingButton } from './training-rules';
import './training-card.css';

/** What a training card shows (the graph's Training, as the card fragment selects it). */
export interface TrainingCardData {
  id: string;
  name: string;
  image: string;
  lecturerName: string;
  address: string;
  startsAt: string;
  /** The graph's TrainingStatus. */
  status: string;
  isEnrolled: boolean;
  /** The graph's TrainingRegistration. */
  registration: string;
  /** The server's enrolment rule: true when an enrolment would be accepted now. */
  canEnrol?: boolean | null;
  /** Why not (null when it would be accepted or enrolled): FULL, NOT_OPEN... */
  enrolmentRefusal?: string | null;
  /** False on a lecturer's page when the reader is not invited (their own lists are invitations). */
  isInvited: boolean;
}

/**
 * An offline training card (spec "Training card"): status label, teacher, address, start,
 * the registration state and the button rule. A reader who is not invited (a lecturer's
 * page) sees the card without a button: the training page is only for invitees.
 */
export function TrainingCard({ training }: { training: TrainingCardData }) {
  const { t, i18n } = useTranslation();
  const button = trainingButton(training);
  const invited = training.isInvited;
  return (
    <Card className="training-card" data-testid="training-card">
      {training.image ? <img className="training-card__cover" src={training.image} alt="" loading="lazy" /> : null}
      <div className="training-card__row">
        <h3 className="training-card__title">{training.name}</h3>
        <Tag intent={statusIntent(training.status, 'training')} minimal className="training-card__tag">
          {t(`learning.training.status.${training.status}`)}
        </Tag>
      </div>
      <span className="training-card__muted">{t('learning.training.teacher')}
        {t('punct.colon')}
        {training.lecturerName}</span>
      <span className="training-card__muted">{t('learning.training.address')}
        {t('punct.colon')}
        {training.address}</span>
      <span className="training-card__muted">{formatDateTime(training.startsAt, i18n.language)}</span>
      <div className="training-card__row">
        <span className="training-card__muted" data-testid="training-register">
          {invited ? t(`learning.training.register.${training.registration}`) : t('learning.training.notInvited')}
          {invited && training.enrolmentRefusal === 'FULL' ? ` · ${t('learning.training.refusal.FULL')}` : ''}
        </span>
        {invited && (
          <Link to="/mine-train/mine-train-show/$id" params={{ id: Number(training.id) }} className={`bp6-button bp6-small ${button === 'enrolNow' ? 'bp6-intent-primary' : ''}`}>
            {button === 'enrolNow' ? t('learning.training.enrolNow') : t('learning.training.details')}
          </Link>
        )}
      </div>
    </Card>
  );
}

/** Training cards in the same grid as the learning centre's. */
export function TrainingCards({ trainings }: { trainings: TrainingCardData[] }) {
  return (
    <div className="training-cards">
      {trainings.map((training) => (
        <TrainingCard key={training.id} training={training} />
      ))}
    </div>
  );
}

import { Card, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { statusIntent, trainingButton } from './training-rules';
import './training-card.css';

export interface TrainingCardData {
  id: number;
  name: string;
  img: string;
  teacher: string;
  address: string;
  start_time: number;
  status: number;
  is_apply: number;
  register_state: number;
  /** The server's enrolment rule: 1 when an enrolment would be accepted now. */
  can_apply?: number | null;
  /** Why not ('' when it would be accepted or enrolled): trainingFull, trainingApplyNotOpen... */
  apply_refusal?: string | null;
  /** Absent on my own list (always invited); 0 on a lecturer's page when the reader is not invited. */
  is_invited?: number | null;
}

/**
 * An offline training card (spec "Training card"): status label, teacher, address, start,
 * the registration state and the button rule. A reader who is not invited (a lecturer's
 * page) sees the card without a button: the training page is only for invitees.
 */
export function TrainingCard({ training }: { training: TrainingCardData }) {
  const { t, i18n } = useTranslation();
  const button = trainingButton(training);
  const invited = training.is_invited !== 0;
  return (
    <Card className="training-card" data-testid="training-card">
      {training.img ? <img className="training-card__cover" src={training.img} alt="" loading="lazy" /> : null}
      <div className="training-card__row">
        <h3 className="training-card__title">{training.name}</h3>
        <Tag intent={statusIntent(training.status, 'training')} minimal className="training-card__tag">
          {t(`learning.training.status.${training.status}`)}
        </Tag>
      </div>
      <span className="training-card__muted">{t('learning.training.teacher')}
        {t('punct.colon')}
        {training.teacher}</span>
      <span className="training-card__muted">{t('learning.training.address')}
        {t('punct.colon')}
        {training.address}</span>
      <span className="training-card__muted">{formatDateTime(training.start_time, i18n.language)}</span>
      <div className="training-card__row">
        <span className="training-card__muted" data-testid="training-register">
          {invited ? t(`learning.training.register.${training.register_state}`) : t('learning.training.notInvited')}
          {invited && training.apply_refusal === 'trainingFull' ? ` · ${t('learning.training.refusal.trainingFull')}` : ''}
        </span>
        {invited && (
          <Link to="/mine-train/mine-train-show/$id" params={{ id: training.id }} className={`bp6-button bp6-small ${button === 'enrolNow' ? 'bp6-intent-primary' : ''}`}>
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

import { progressPercent } from './percent';
import './progress-ring.css';

const STROKE = 4;

/** A circular progress percentage: a ring that fills clockwise from the top, the number inside. */
export function ProgressRing({ progress, label, size = 48 }: { progress: number; label: string; size?: number }) {
  const percent = progressPercent(progress);
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const done = percent >= 100;
  return (
    <span className={`progress-ring${done ? ' progress-ring--done' : ''}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="progress-ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={STROKE} fill="none" />
        <circle
          className="progress-ring__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="progress-ring__text">{percent}%</span>
    </span>
  );
}

import { RichText } from '../RichText';
import { choose, optionLetter } from './option-list';

/** Options are named by their id: a number (REST's) or a string (the graph's ID). */
export interface OptionListProps<Id extends string | number> {
  options: readonly { id: Id; content: string }[];
  /** radio: one id; checkbox: any number of ids. */
  mode: 'radio' | 'checkbox';
  value: readonly Id[];
  onChange: (ids: Id[]) => void;
  /** Clicks are ignored (the newer option list of the spec). */
  disabled?: boolean;
  /** Marks options after the fact: correct ones green, chosen wrong ones red. */
  correct?: readonly Id[];
  name: string;
}

/** The single/multi choice option list: lettered options with rich text (sanitised). */
export function OptionList<Id extends string | number>({ options, mode, value, onChange, disabled = false, correct, name }: OptionListProps<Id>) {
  const order = options.map((o) => o.id);
  return (
    <div className="option-list" role={mode === 'radio' ? 'radiogroup' : 'group'} aria-disabled={disabled || undefined}>
      {options.map((option, index) => {
        const checked = value.includes(option.id);
        const state = correct ? (correct.includes(option.id) ? ' option-list__item--correct' : checked ? ' option-list__item--wrong' : '') : '';
        return (
          <label key={option.id} className={`option-list__item${checked ? ' option-list__item--checked' : ''}${state}${disabled ? ' option-list__item--disabled' : ''}`}>
            <input
              type={mode}
              name={name}
              className="option-list__input"
              checked={checked}
              disabled={disabled}
              data-testid={`option-${optionLetter(index)}`}
              onChange={() => {
                if (!disabled) onChange(choose(mode, value, option.id, order));
              }}
            />
            <span className="option-list__letter" aria-hidden="true">
              {optionLetter(index)}
            </span>
            <RichText html={option.content} className="option-list__content" inline />
          </label>
        );
      })}
    </div>
  );
}

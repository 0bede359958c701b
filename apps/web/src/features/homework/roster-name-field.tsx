import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterRoster, rosterPlaceOf, type RosterOption } from './roster-options.ts';

const SHOWN = 8;

export interface RosterNameFieldProps {
  id?: string;
  /** The accessible name of the field. */
  label: string;
  value: string;
  /** The roster student the name is linked to; null: free text. */
  linkedId: number | null;
  options: readonly RosterOption[];
  placeholder?: string;
  className?: string;
  /** Typing: the text, no longer linked. */
  onType: (text: string) => void;
  /** A suggestion chosen (click, tap, or Enter on the highlighted one). */
  onPick: (option: RosterOption) => void;
  /** The field is left (blur, or Enter with no suggestion highlighted). */
  onCommit?: () => void;
  onFocus?: () => void;
}

/** "12 王小明 · 801": the seat, the name and the class, so namesakes are told apart. */
export function useRosterLabel() {
  const { t } = useTranslation();
  return (option: RosterOption) =>
    option.user_id === null
      ? option.name
      : option.seat_no === null
        ? t('homework.roster.optionNoSeat', { name: option.name, cls: option.cls_name })
        : t('homework.roster.option', {
            seat: option.seat_no,
            name: option.name,
            cls: option.cls_name,
          });
}

/**
 * The student name of an essay with the class rosters' suggestions (WAI-ARIA combobox with a
 * list box): arrow keys move through the suggestions, Enter picks, Escape closes; a tap picks on
 * a phone. Picking links the essay to that student's account; typing leaves a free-text name,
 * shown as not linked.
 */
export function RosterNameField(props: RosterNameFieldProps) {
  const { id, label, value, linkedId, options, placeholder, className } = props;
  const { onType, onPick, onCommit, onFocus } = props;
  const { t } = useTranslation();
  const labelOf = useRosterLabel();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = filterRoster(options, linkedId === null ? value : '').slice(0, SHOWN);
  const expanded = open && shown.length > 0;
  const linked = rosterPlaceOf(options, linkedId);

  const pick = (option: RosterOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? shown[active] : undefined;
      if (option) pick(option);
      else {
        setOpen(false);
        onCommit?.();
      }
    }
  };

  return (
    <span className="roster-name">
      <input
        id={id}
        className={className}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        maxLength={50}
        placeholder={placeholder}
        onFocus={() => {
          onFocus?.();
          setOpen(true);
        }}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onCommit?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('homework.roster.suggestions')}
        className="roster-options"
        hidden={!expanded}
      >
        {shown.map((option, index) => (
          <li
            key={`${option.class_id}-${option.user_id ?? option.name}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Keep the focus in the field: a blur first would save the typed text instead.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {labelOf(option)}
            {option.handed_in && <span className="muted"> {t('homework.roster.hasEssay')}</span>}
          </li>
        ))}
      </ul>
      <span className={linkedId === null ? 'roster-link' : 'roster-link linked'}>
        {linkedId !== null
          ? linked
            ? t('homework.roster.linked', { place: labelOf(linked) })
            : t('homework.roster.linkedAccount')
          : value.trim() !== ''
            ? t('homework.roster.notLinked')
            : ''}
      </span>
    </span>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkOptionsQuery } from './model-essays-api.ts';
import { selectedNumber, withHomework, type ModelEssayFilter } from './model-essay-filter.ts';

export interface ModelEssayFiltersProps {
  filter: ModelEssayFilter;
  scores: readonly number[];
  onChange: (filter: ModelEssayFilter) => void;
  /** Names the group for assistive technology (page filter or dialog filter). */
  label: string;
}

/** Homework and score selects, shared by the page and the add dialog. */
export function ModelEssayFilters({ filter, scores, onChange, label }: ModelEssayFiltersProps) {
  const { t } = useTranslation();
  const homeworkId = useId();
  const scoreId = useId();
  const homeworks = useQuery(homeworkOptionsQuery);
  return (
    <fieldset className="model-essay-filters">
      <legend className="visually-hidden">{label}</legend>
      <div className="field">
        <label htmlFor={homeworkId}>{t('modelEssay.filter.homework')}</label>
        <select
          id={homeworkId}
          value={filter.homeworkId === null ? '' : String(filter.homeworkId)}
          onChange={(event) => onChange(withHomework(selectedNumber(event.target.value)))}
        >
          <option value="">{t('modelEssay.filter.allHomework')}</option>
          {(homeworks.data ?? []).map((homework) => (
            <option key={homework.id} value={String(homework.id)}>
              {homework.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={scoreId}>{t('modelEssay.filter.score')}</label>
        <select
          id={scoreId}
          value={filter.score === null ? '' : String(filter.score)}
          onChange={(event) => onChange({ ...filter, score: selectedNumber(event.target.value) })}
        >
          <option value="">{t('modelEssay.filter.allScores')}</option>
          {scores.map((score) => (
            <option key={score} value={String(score)}>
              {score}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

import { ALL_ESSAYS, type ModelEssayFilter } from './model-essay-filter.ts';

/** State of the add dialog: its filter and the essays ticked under that filter. */
export interface AddSelection {
  filter: ModelEssayFilter;
  chosen: ReadonlySet<number>;
}

export type AddSelectionAction =
  | { type: 'filter'; filter: ModelEssayFilter }
  | { type: 'toggle'; articleId: number }
  | { type: 'reset' };

export const EMPTY_SELECTION: AddSelection = { filter: ALL_ESSAYS, chosen: new Set() };

/**
 * Spec §4: changing the filter clears the chosen essays, so the teacher never adds essays that
 * the list no longer shows.
 */
export function addSelectionReducer(state: AddSelection, action: AddSelectionAction): AddSelection {
  switch (action.type) {
    case 'filter': {
      const same =
        action.filter.homeworkId === state.filter.homeworkId &&
        action.filter.score === state.filter.score;
      return same ? state : { filter: action.filter, chosen: new Set() };
    }
    case 'toggle': {
      const chosen = new Set(state.chosen);
      if (chosen.has(action.articleId)) chosen.delete(action.articleId);
      else chosen.add(action.articleId);
      return { ...state, chosen };
    }
    case 'reset':
      return EMPTY_SELECTION;
  }
}

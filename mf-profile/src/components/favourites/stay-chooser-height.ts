/** The date fields' height at size small, kept while their code loads so nothing below them moves. */
export const STAY_CHOOSER_HEIGHT = 48;

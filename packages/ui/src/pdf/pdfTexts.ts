export const PDF_LOADING_TEXT = 'Loading document…';
export const PDF_ERROR_TEXT = 'The document could not be displayed. Please try again.';
export const PDF_EMPTY_TEXT = 'No document to display';

/** Shown in place of a missing value (document 3 §9: "missing or zero shows 'N/A'"). */
export const NOT_AVAILABLE = 'N/A';

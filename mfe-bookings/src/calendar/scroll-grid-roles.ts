const GRID_ROLES = ['grid', 'rowgroup', 'row', 'columnheader', 'gridcell'];
const CLAIMED = GRID_ROLES.map((role) => `[role="${role}"]`).join(',');

/**
 * FullCalendar's time grid is a layout of nested tables: the outer one claims role="grid" but its
 * rows are role="presentation", and the rows and cells of the inner tables claim a grid they are
 * not part of, so assistive technology is promised a grid it never gets (axe:
 * aria-required-children, aria-required-parent; fullcalendar#6526). It is not navigable as a grid
 * either. Its table roles are taken back, leaving a layout whose lessons are links in time order;
 * the list view lists them, and free times are chosen from lists (SlotChooser).
 */
export function calmScrollGrid(root: ParentNode): void {
  root.querySelectorAll('table.fc-scrollgrid').forEach((grid) => {
    if (grid.matches(CLAIMED)) grid.setAttribute('role', 'presentation');
    grid.querySelectorAll(CLAIMED).forEach((part) => part.setAttribute('role', 'presentation'));
  });
}

/**
 * The result screen on paper: the report alone (no top bar, menus, footer or buttons), a table
 * and its chart one under the other and never split, and the bars keep their colours.
 */
export const PRINT_CSS = `
@media print {
  header, footer, nav, .no-print { display: none !important; }
  body { background: #fff !important; }
  .table-and-chart { display: block !important; }
  .report-table, .report-chart, .report-section { break-inside: avoid; page-break-inside: avoid; margin-bottom: 12mm; }
  .report-chart [role="img"] { height: 150mm !important; }
  .print-colour { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  table { font-size: 9pt; }
}
`;

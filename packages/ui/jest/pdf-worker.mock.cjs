// Stands in for src/pdf/pdf-worker.ts: tests never start the pdf.js worker.
module.exports = {};

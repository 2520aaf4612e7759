import { pdfjs } from 'react-pdf';

// pdf.js parses documents in a Web Worker. Webpack 5 sees `new URL(..., import.meta.url)`,
// emits the worker file as an asset and puts its final URL here. Jest maps this module
// to a stub because CommonJS tests cannot read import.meta.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// What other features may use of reports: the company in view, CSV building and download
// (decision 046).
export { useReportCompany } from './hooks/use-report-company.ts';
export { downloadText } from './lib/download-file.ts';
export { csvField, localDateTime, pesos, UTF8_BOM } from './lib/orders-csv.ts';

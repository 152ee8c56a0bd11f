// The locale-aware formatters live in '@/lib/format' (dates, times, pesos in the interface's language).
export { formatDate, formatDateTime, formatDuration, formatPesoRange, formatPesos, formatTimeRange, spokenDuration } from '@/lib/format';

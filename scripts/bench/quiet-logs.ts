// Imported first by the bench runner: the logger reads LOG_LEVEL when its module loads, and request logs would
// bury the tables (and cost the in-process runtime time it should spend serving).
process.env.LOG_LEVEL ??= 'WARN';

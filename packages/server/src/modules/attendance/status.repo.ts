// Owned by the attendance-history work: the derived daily statuses (late, early leave, incomplete, alpha)
// in SQL over generate_series, reused by the reports.
export {};

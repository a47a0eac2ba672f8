// Owned by the corrections work: applies an approved correction to the attendance record and keeps
// the original values in attendance_history.
export {};

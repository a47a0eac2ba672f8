// Overtime rules for the overtime requests and payroll: pure computation, no routes yet.
export { checkOvertimeLimits, type OvertimePayInput, overtimeHours, overtimeMinutes, overtimePay } from './overtime-pay.ts';

export default function EmployeeFormPage() {
  return <div className="p-4">EmployeeFormPage</div>;
}

export default function EmployeeListPage() {
  return <div className="p-4">EmployeeListPage</div>;
}

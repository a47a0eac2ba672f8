export default function EmploymentPage() {
  return <div className="p-4">EmploymentPage</div>;
}

export default function AdminDashboardPage() {
  return <div className="p-4">AdminDashboardPage</div>;
}

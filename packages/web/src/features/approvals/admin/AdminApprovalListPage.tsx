export default function AdminApprovalListPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}

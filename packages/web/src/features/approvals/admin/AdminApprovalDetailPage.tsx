export default function AdminApprovalDetailPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}

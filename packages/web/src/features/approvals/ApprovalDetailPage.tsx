export default function ApprovalDetailPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}

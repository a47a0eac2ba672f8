export default function ApprovalListPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
